#!/bin/bash
set -euo pipefail
cd /app/wicket
mkdir -p bin
gcc -O2 -Iinclude csrc/*.c -o bin/wicket
cat examples/input.txt | "$PWD/bin/wicket" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/wicket
