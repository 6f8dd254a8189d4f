#!/bin/bash
set -euo pipefail
cd /app/stepper
mkdir -p bin
gcc -O2 -Iinclude source/*.c -o bin/stepper -lm
cat examples/input.txt | "$PWD/bin/stepper" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/stepper
