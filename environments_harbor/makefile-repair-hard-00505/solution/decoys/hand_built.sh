#!/bin/bash
set -euo pipefail
cd /app/rampart
mkdir -p build && sed 's/.*/#define APP_VERSION "&"/' VERSION > build/version.h
mkdir -p bin
gcc -O2 -Iheaders -Ibuild lib/*.c -o bin/rampart -lm
cat examples/input.txt | "$PWD/bin/rampart" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/rampart
