#!/bin/bash
set -euo pipefail
cd /app/calibrate
mkdir -p dist
gcc -O2 -Wall -I/opt/kinetic/sdk-2.2/include src/main.c -o dist/calibrate -L"/opt/kinetic/sdk-2.2/lib" -lkmcodec -lkmcore -lm
ar t /opt/kinetic/sdk-2.2/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.2/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/calibrate" | diff - examples/expected.txt
ldd dist/calibrate
readelf -d dist/calibrate | grep -E 'NEEDED|RUNPATH|RPATH'
