#!/bin/bash
set -euo pipefail
cd /app/hexwise
mkdir -p bin
gcc -O2 -Iheaders lib/*.c -o bin/hexwise -lm
cat examples/input.txt | "$PWD/bin/hexwise" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/hexwise
