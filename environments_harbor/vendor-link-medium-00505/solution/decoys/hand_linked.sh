#!/bin/bash
set -euo pipefail
cd /app/tracefmt
mkdir -p dist
gcc -O2 -Wall -I/opt/orca/sdk-2.5/include src/main.c -o dist/tracefmt -L"/opt/orca/sdk-2.5/lib" -l:liboecodec.a -loecore -lm
ar t /opt/orca/sdk-2.5/lib/liboecodec.a
nm -A /opt/orca/sdk-2.5/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/tracefmt" | diff - examples/expected.txt
ldd dist/tracefmt
readelf -d dist/tracefmt | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/tracefmt | grep -c ' T oe_' || true
