#!/bin/bash
set -euo pipefail
cd /app/marlin
mkdir -p build && sed 's/.*/#define APP_VERSION "&"/' VERSION > build/version.h
mkdir -p bin
gcc -O2 -Iheaders -Ibuild lib/*.c -o bin/marlin -lm
cat examples/input.txt | "$PWD/bin/marlin" | diff - examples/expected.txt || echo 'output differs from examples/expected.txt' >&2
file bin/marlin
