#!/bin/bash
set -euo pipefail
cd /app/sensorpack
mkdir -p dist
gcc -O2 -Wall -I/opt/helix/sdk-2.7/include src/main.c -o dist/sensorpack -L"/opt/helix/sdk-2.7/lib" -l:libhxcodec.a -lhxcore -lm
ar t /opt/helix/sdk-2.7/lib/libhxcodec.a
nm -A /opt/helix/sdk-2.7/lib/libhx*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/sensorpack" | diff - examples/expected.txt
ldd dist/sensorpack
readelf -d dist/sensorpack | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/sensorpack | grep -c ' T hx_' || true
