#!/bin/bash
set -euo pipefail
cd /app/samplerd
mkdir -p dist
gcc -O2 -Wall -I/opt/brightline/sdk-2.9/include src/main.c -o dist/samplerd -L"/opt/brightline/sdk-2.9/lib" -Wl,--start-group -lblfmt -lblio -Wl,--end-group -l:libblcodec.a -lblcore -lblrt -lm -Wl,-rpath,"/opt/brightline/sdk-2.9/lib"
ar t /opt/brightline/sdk-2.9/lib/libblcodec.a
nm -A /opt/brightline/sdk-2.9/lib/libbl*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/samplerd" | diff - examples/expected.txt
ldd dist/samplerd
readelf -d dist/samplerd | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/samplerd | grep -c ' T bl_' || true
