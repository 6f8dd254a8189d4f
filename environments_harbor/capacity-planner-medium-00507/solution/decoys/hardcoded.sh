#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/binpack <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"{\"hosts\": [\n  {\"name\": \"hv01\", \"cpu\": 10, \"zone\": \"a\"},\n  {\"name\": \"hv03\", \"cpu\": 10, \"zone\": \"c\", \"running\": {\"cpu\": 3}},\n  {\"name\": \"hv02\", \"cpu\": 5, \"zone\": \"b\", \"running\": {\"cpu\": 2}}\n ],\n \"workloads\": [\n  {\"name\": \"web-3\", \"service\": \"web\", \"cpu\": 1, \"window\": [4, 13]},\n  {\"name\": \"mail-1\", \"service\": \"mail\", \"cpu\": 3, \"window\": [10, 12]},\n  {\"name\": \"web-2\", \"service\": \"web\", \"cpu\": 1, \"window\": [8, 11]},\n  {\"name\": \"web-1\", \"service\": \"web\", \"cpu\": 2, \"window\": [12, 16]},\n  {\"name\": \"mail-2\", \"service\": \"mail\", \"cpu\": 4, \"window\": [3, 8]}\n ],\n \"rules\": {\"zone_max\": 1}}": "peak 5\nmail-1 hv02\nmail-2 hv01\nweb-1 hv02\nweb-2 hv01\nweb-3 hv03\n", "{\"hosts\": [\n  {\"name\": \"hv01\", \"cpu\": 8, \"zone\": \"a\", \"running\": {\"cpu\": 2}},\n  {\"name\": \"hv03\", \"cpu\": 8, \"zone\": \"c\"},\n  {\"name\": \"hv02\", \"cpu\": 8, \"zone\": \"b\"}\n ],\n \"workloads\": [\n  {\"name\": \"etl-2\", \"service\": \"etl\", \"cpu\": 2, \"window\": [7, 12]},\n  {\"name\": \"etl-3\", \"service\": \"etl\", \"cpu\": 3, \"window\": [11, 19]},\n  {\"name\": \"etl-1\", \"service\": \"etl\", \"cpu\": 1, \"window\": [11, 18]},\n  {\"name\": \"web-1\", \"service\": \"web\", \"cpu\": 2, \"window\": [8, 11]},\n  {\"name\": \"web-2\", \"service\": \"web\", \"cpu\": 3, \"window\": [1, 7]},\n  {\"name\": \"web-3\", \"service\": \"web\", \"cpu\": 4, \"window\": [9, 11]}\n ],\n \"rules\": {\"zone_max\": 1}}": "peak 4\netl-1 hv01\netl-2 hv03\netl-3 hv02\nweb-1 hv01\nweb-2 hv03\nweb-3 hv02\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /app/tools/binpack
