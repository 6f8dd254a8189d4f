#!/bin/bash
set -euo pipefail
cd /app/gaugeread
mkdir -p dist
gcc -O2 -Wall -I/opt/tessera/sdk-2.1/include src/main.c -o dist/gaugeread -L"/opt/tessera/sdk-2.1/lib" -lticodec -lticore -lm
ar t /opt/tessera/sdk-2.1/lib/libticodec.a
nm -A /opt/tessera/sdk-2.1/lib/libti*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/gaugeread" | diff - examples/expected.txt
ldd dist/gaugeread
readelf -d dist/gaugeread | grep -E 'NEEDED|RUNPATH|RPATH'
