#!/bin/bash
set -euo pipefail
cd /app/tracefmt
mkdir -p dist
gcc -O2 -Wall -I/opt/palisade/sdk-2.7/include src/main.c -o dist/tracefmt -L"/opt/palisade/sdk-2.7/lib" -l:libpdcodec.a -lpdcore -lm
ar t /opt/palisade/sdk-2.7/lib/libpdcodec.a
nm -A /opt/palisade/sdk-2.7/lib/libpd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/tracefmt" | diff - examples/expected.txt
ldd dist/tracefmt
readelf -d dist/tracefmt | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/tracefmt | grep -c ' T pd_' || true
