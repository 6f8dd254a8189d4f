#!/bin/bash
set -euo pipefail
cd /app/calibrate
mkdir -p dist
gcc -O2 -Wall -I/opt/vireo/sdk-2.9/include src/main.c -o dist/calibrate -L"/opt/vireo/sdk-2.9/lib" -lvocodec -lvocore -lm
ar t /opt/vireo/sdk-2.9/lib/libvocodec.a
nm -A /opt/vireo/sdk-2.9/lib/libvo*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/calibrate" | diff - examples/expected.txt
ldd dist/calibrate
readelf -d dist/calibrate | grep -E 'NEEDED|RUNPATH|RPATH'
