#!/bin/bash
set -euo pipefail
cd /app/yardarm
mkdir -p bin
gcc -O2 -Iinc src/*.c -o bin/yardarm
cat examples/input.txt | "$PWD/bin/yardarm" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/yardarm
