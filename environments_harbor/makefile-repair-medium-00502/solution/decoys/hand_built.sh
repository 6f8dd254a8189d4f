#!/bin/bash
set -euo pipefail
cd /app/quanta
mkdir -p bin
gcc -O2 -Ihdr src/*.c -o bin/quanta -lm
cat examples/input.txt | "$PWD/bin/quanta" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/quanta
