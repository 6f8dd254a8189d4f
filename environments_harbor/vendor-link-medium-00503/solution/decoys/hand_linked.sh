#!/bin/bash
set -euo pipefail
cd /app/framegen
mkdir -p dist
gcc -O2 -Wall -I/opt/palisade/sdk-2.7/include src/main.c -o dist/framegen -L"/opt/palisade/sdk-2.7/lib" -l:libpdcodec.a -lpdcore -lm
ar t /opt/palisade/sdk-2.7/lib/libpdcodec.a
nm -A /opt/palisade/sdk-2.7/lib/libpd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/framegen" | diff - examples/expected.txt
ldd dist/framegen
readelf -d dist/framegen | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/framegen | grep -c ' T pd_' || true
