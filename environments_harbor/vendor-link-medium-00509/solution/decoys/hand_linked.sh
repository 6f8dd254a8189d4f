#!/bin/bash
set -euo pipefail
cd /app/meterctl
mkdir -p dist
gcc -O2 -Wall -I/opt/norsk/sdk-2.8/include src/main.c -o dist/meterctl -L"/opt/norsk/sdk-2.8/lib" -l:libnscodec.a -lnscore -lm
ar t /opt/norsk/sdk-2.8/lib/libnscodec.a
nm -A /opt/norsk/sdk-2.8/lib/libns*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/meterctl" | diff - examples/expected.txt
ldd dist/meterctl
readelf -d dist/meterctl | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/meterctl | grep -c ' T ns_' || true
