#!/bin/bash
set -euo pipefail
cd /app/rampart
mkdir -p bin
gcc -O2 -Iinclude csrc/*.c -o bin/rampart -lm
cat examples/input.txt | "$PWD/bin/rampart" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/rampart
