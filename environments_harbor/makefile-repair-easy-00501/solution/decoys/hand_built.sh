#!/bin/bash
set -euo pipefail
cd /app/ostrich
mkdir -p bin
gcc -O2 -Iinclude src/*.c -o bin/ostrich -lm
cat examples/input.txt | "$PWD/bin/ostrich" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/ostrich
