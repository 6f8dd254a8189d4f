#!/bin/bash
set -euo pipefail
cd /app/tracefmt
mkdir -p dist
gcc -O2 -Wall -I/opt/kinetic/sdk-2.3/include src/main.c -o dist/tracefmt -L"/opt/kinetic/sdk-2.3/lib" -l:libkmcodec.a -lkmcore -lm
ar t /opt/kinetic/sdk-2.3/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.3/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/tracefmt" | diff - examples/expected.txt
ldd dist/tracefmt
readelf -d dist/tracefmt | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/tracefmt | grep -c ' T km_' || true
