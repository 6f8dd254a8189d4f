#!/bin/bash
set -euo pipefail
cd /app/vortex
mkdir -p bin
gcc -O2 -Iinc src/*.c -o bin/vortex -lm
cat examples/input.txt | "$PWD/bin/vortex" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/vortex
