#!/bin/bash
set -euo pipefail
mkdir -p /app/bin
cat > /app/bin/capacity-plan <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"{\"hosts\": [\n  {\"name\": \"agent01\", \"cpu\": 8, \"zone\": \"a\"},\n  {\"name\": \"agent02\", \"cpu\": 8, \"zone\": \"b\"},\n  {\"name\": \"agent03\", \"cpu\": 8, \"zone\": \"a\"}\n ],\n \"workloads\": [\n  {\"name\": \"etl-3\", \"service\": \"etl\", \"cpu\": 8, \"priority\": 9},\n  {\"name\": \"etl-2\", \"service\": \"etl\", \"cpu\": 7, \"priority\": 3},\n  {\"name\": \"etl-1\", \"service\": \"etl\", \"cpu\": 8, \"priority\": 9},\n  {\"name\": \"batch-1\", \"service\": \"batch\", \"cpu\": 5, \"priority\": 6},\n  {\"name\": \"batch-2\", \"service\": \"batch\", \"cpu\": 5, \"priority\": 1},\n  {\"name\": \"batch-3\", \"service\": \"batch\", \"cpu\": 4, \"priority\": 5}\n ],\n \"rules\": {\"zone_max\": 2, \"per_host\": 3}}": "priority 24\nbatch-1 agent01\nbatch-2 -\nbatch-3 -\netl-1 agent02\netl-2 -\netl-3 agent03\n", "{\"hosts\": [\n  {\"name\": \"agent01\", \"cpu\": 16, \"zone\": \"a\"},\n  {\"name\": \"agent02\", \"cpu\": 16, \"zone\": \"b\"},\n  {\"name\": \"agent03\", \"cpu\": 16, \"zone\": \"c\"}\n ],\n \"workloads\": [\n  {\"name\": \"web-1\", \"service\": \"web\", \"cpu\": 13, \"priority\": 2},\n  {\"name\": \"batch-1\", \"service\": \"batch\", \"cpu\": 16, \"priority\": 1},\n  {\"name\": \"web-2\", \"service\": \"web\", \"cpu\": 10, \"priority\": 3},\n  {\"name\": \"web-3\", \"service\": \"web\", \"cpu\": 16, \"priority\": 2},\n  {\"name\": \"batch-2\", \"service\": \"batch\", \"cpu\": 16, \"priority\": 2},\n  {\"name\": \"auth-1\", \"service\": \"auth\", \"cpu\": 12, \"priority\": 9}\n ],\n \"rules\": {\"zone_max\": 1, \"per_host\": 2}}": "priority 14\nauth-1 agent01\nbatch-1 -\nbatch-2 -\nweb-1 agent03\nweb-2 agent02\nweb-3 -\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /app/bin/capacity-plan
