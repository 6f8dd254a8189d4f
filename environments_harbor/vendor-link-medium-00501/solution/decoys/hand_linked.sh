#!/bin/bash
set -euo pipefail
cd /app/tracefmt
mkdir -p dist
gcc -O2 -Wall -I/opt/norsk/sdk-2.0/include src/main.c -o dist/tracefmt -L"/opt/norsk/sdk-2.0/lib" -l:libnscodec.a -lnscore -lm
ar t /opt/norsk/sdk-2.0/lib/libnscodec.a
nm -A /opt/norsk/sdk-2.0/lib/libns*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/tracefmt" | diff - examples/expected.txt
ldd dist/tracefmt
readelf -d dist/tracefmt | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/tracefmt | grep -c ' T ns_' || true
