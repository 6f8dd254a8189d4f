#!/bin/bash
set -euo pipefail
cd /app/ember
mkdir -p bin
gcc -O2 -Iinc src/*.c -o bin/ember -lm
cat examples/input.txt | "$PWD/bin/ember" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/ember
