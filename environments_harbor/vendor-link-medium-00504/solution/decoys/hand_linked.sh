#!/bin/bash
set -euo pipefail
cd /app/framegen
mkdir -p dist
gcc -O2 -Wall -I/opt/cardinal/sdk-2.7/include src/main.c -o dist/framegen -L"/opt/cardinal/sdk-2.7/lib" -l:libctcodec.a -lctcore -lm
ar t /opt/cardinal/sdk-2.7/lib/libctcodec.a
nm -A /opt/cardinal/sdk-2.7/lib/libct*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/framegen" | diff - examples/expected.txt
ldd dist/framegen
readelf -d dist/framegen | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/framegen | grep -c ' T ct_' || true
