#!/bin/bash
set -euo pipefail
cd /app/samplerd
mkdir -p dist
gcc -O2 -Wall -I/opt/quasar/sdk-2.7/include src/main.c -o dist/samplerd -L"/opt/quasar/sdk-2.7/lib" -Wl,--start-group -lqdfmt -lqdio -Wl,--end-group -l:libqdcodec.a -lqdcore -lqdrt -lm -Wl,-rpath,"/opt/quasar/sdk-2.7/lib"
ar t /opt/quasar/sdk-2.7/lib/libqdcodec.a
nm -A /opt/quasar/sdk-2.7/lib/libqd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/samplerd" | diff - examples/expected.txt
ldd dist/samplerd
readelf -d dist/samplerd | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/samplerd | grep -c ' T qd_' || true
