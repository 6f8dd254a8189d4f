#!/bin/bash
set -euo pipefail
cd /app/dynamo
mkdir -p bin
gcc -O2 -Ihdr src/*.c -o bin/dynamo -lm
cat examples/input.txt | "$PWD/bin/dynamo" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/dynamo
