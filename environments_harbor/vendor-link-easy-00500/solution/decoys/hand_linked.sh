#!/bin/bash
set -euo pipefail
cd /app/meterctl
mkdir -p dist
gcc -O2 -Wall -I/opt/orca/sdk-2.8/include src/main.c -o dist/meterctl -L"/opt/orca/sdk-2.8/lib" -loecodec -loecore -lm
ar t /opt/orca/sdk-2.8/lib/liboecodec.a
nm -A /opt/orca/sdk-2.8/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/meterctl" | diff - examples/expected.txt
ldd dist/meterctl
readelf -d dist/meterctl | grep -E 'NEEDED|RUNPATH|RPATH'
