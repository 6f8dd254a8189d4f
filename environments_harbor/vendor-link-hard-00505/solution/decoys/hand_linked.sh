#!/bin/bash
set -euo pipefail
cd /app/sensorpack
mkdir -p dist
gcc -O2 -Wall -I/opt/quasar/sdk-2.8/include src/main.c -o dist/sensorpack -L"/opt/quasar/sdk-2.8/lib" -Wl,--start-group -lqdfmt -lqdio -Wl,--end-group -l:libqdcodec.a -lqdcore -lqdrt -lm -Wl,-rpath,"/opt/quasar/sdk-2.8/lib"
ar t /opt/quasar/sdk-2.8/lib/libqdcodec.a
nm -A /opt/quasar/sdk-2.8/lib/libqd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/sensorpack" | diff - examples/expected.txt
ldd dist/sensorpack
readelf -d dist/sensorpack | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/sensorpack | grep -c ' T qd_' || true
