#!/bin/bash
set -euo pipefail
cd /app/framegen
mkdir -p dist
gcc -O2 -Wall -I/opt/quasar/sdk-2.9/include src/main.c -o dist/framegen -L"/opt/quasar/sdk-2.9/lib" -lqdcodec -lqdcore -lm
ar t /opt/quasar/sdk-2.9/lib/libqdcodec.a
nm -A /opt/quasar/sdk-2.9/lib/libqd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/framegen" | diff - examples/expected.txt
ldd dist/framegen
readelf -d dist/framegen | grep -E 'NEEDED|RUNPATH|RPATH'
