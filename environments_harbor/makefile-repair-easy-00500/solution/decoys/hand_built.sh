#!/bin/bash
set -euo pipefail
cd /app/umbra
mkdir -p bin
gcc -O2 -Iinclude src/*.c -o bin/umbra -lm
cat examples/input.txt | "$PWD/bin/umbra" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/umbra
