#!/bin/bash
set -euo pipefail
cd /app/tallyho
mkdir -p build && sed 's/.*/#define APP_VERSION "&"/' VERSION > build/version.h
mkdir -p bin
gcc -O2 -Ihdr -Ibuild src/*.c -o bin/tallyho -lm
cat examples/input.txt | "$PWD/bin/tallyho" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/tallyho
