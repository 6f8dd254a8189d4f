#!/bin/bash
set -euo pipefail
cd /app/tinker
mkdir -p build && sed 's/.*/#define APP_VERSION "&"/' VERSION > build/version.h
mkdir -p bin
gcc -O2 -Iinc -Ibuild src/*.c -o bin/tinker -lm
cat examples/input.txt | "$PWD/bin/tinker" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/tinker
