#!/bin/bash
set -euo pipefail
cd /app/bitmill
mkdir -p bin
gcc -O2 -Iheaders lib/*.c -o bin/bitmill -lm
cat examples/input.txt | "$PWD/bin/bitmill" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/bitmill
