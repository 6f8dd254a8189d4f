#!/bin/bash
set -euo pipefail
cd /app/numcrunch
mkdir -p build && sed 's/.*/#define APP_VERSION "&"/' VERSION > build/version.h
mkdir -p bin
gcc -O2 -Iinclude -Ibuild src/*.c -o bin/numcrunch
cat examples/input.txt | "$PWD/bin/numcrunch" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/numcrunch
