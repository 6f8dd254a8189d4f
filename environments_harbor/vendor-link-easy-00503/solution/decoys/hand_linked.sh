#!/bin/bash
set -euo pipefail
cd /app/samplerd
mkdir -p dist
gcc -O2 -Wall -I/opt/vireo/sdk-2.3/include src/main.c -o dist/samplerd -L"/opt/vireo/sdk-2.3/lib" -lvocodec -lvocore -lm
ar t /opt/vireo/sdk-2.3/lib/libvocodec.a
nm -A /opt/vireo/sdk-2.3/lib/libvo*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/samplerd" | diff - examples/expected.txt
ldd dist/samplerd
readelf -d dist/samplerd | grep -E 'NEEDED|RUNPATH|RPATH'
