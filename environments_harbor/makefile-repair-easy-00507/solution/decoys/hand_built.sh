#!/bin/bash
set -euo pipefail
cd /app/bramble
mkdir -p bin
gcc -O2 -Iinclude source/*.c -o bin/bramble -lm
cat examples/input.txt | "$PWD/bin/bramble" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/bramble
