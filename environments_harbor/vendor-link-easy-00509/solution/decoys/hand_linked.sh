#!/bin/bash
set -euo pipefail
cd /app/calibrate
mkdir -p dist
gcc -O2 -Wall -I/opt/palisade/sdk-2.3/include src/main.c -o dist/calibrate -L"/opt/palisade/sdk-2.3/lib" -lpdcodec -lpdcore -lm
ar t /opt/palisade/sdk-2.3/lib/libpdcodec.a
nm -A /opt/palisade/sdk-2.3/lib/libpd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/calibrate" | diff - examples/expected.txt
ldd dist/calibrate
readelf -d dist/calibrate | grep -E 'NEEDED|RUNPATH|RPATH'
