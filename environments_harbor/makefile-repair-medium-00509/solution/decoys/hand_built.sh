#!/bin/bash
set -euo pipefail
cd /app/pylon
mkdir -p bin
gcc -O2 -Ihdr src/*.c -o bin/pylon -lm
cat examples/input.txt | "$PWD/bin/pylon" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/pylon
