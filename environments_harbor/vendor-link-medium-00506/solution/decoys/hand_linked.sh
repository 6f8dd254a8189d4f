#!/bin/bash
set -euo pipefail
cd /app/sensorpack
mkdir -p dist
gcc -O2 -Wall -I/opt/norsk/sdk-2.2/include src/main.c -o dist/sensorpack -L"/opt/norsk/sdk-2.2/lib" -l:libnscodec.a -lnscore -lm
ar t /opt/norsk/sdk-2.2/lib/libnscodec.a
nm -A /opt/norsk/sdk-2.2/lib/libns*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/sensorpack" | diff - examples/expected.txt
ldd dist/sensorpack
readelf -d dist/sensorpack | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/sensorpack | grep -c ' T ns_' || true
