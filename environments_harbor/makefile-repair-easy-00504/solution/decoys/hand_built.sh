#!/bin/bash
set -euo pipefail
cd /app/quokka
mkdir -p bin
gcc -O2 -Ihdr src/*.c -o bin/quokka -lm
cat examples/input.txt | "$PWD/bin/quokka" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/quokka
