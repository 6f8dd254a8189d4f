#!/bin/bash
set -euo pipefail
cd /app/cinder
mkdir -p build && sed 's/.*/#define APP_VERSION "&"/' VERSION > build/version.h
mkdir -p bin
gcc -O2 -Ihdr -Ibuild src/*.c -o bin/cinder -lm
cat examples/input.txt | "$PWD/bin/cinder" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/cinder
