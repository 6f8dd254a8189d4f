#!/bin/bash
set -euo pipefail
cd /app/samplerd
mkdir -p dist
gcc -O2 -Wall -I/opt/orca/sdk-2.6/include src/main.c -o dist/samplerd -L"/opt/orca/sdk-2.6/lib" -Wl,--start-group -loefmt -loeio -Wl,--end-group -l:liboecodec.a -loecore -loert -lm -Wl,-rpath,"/opt/orca/sdk-2.6/lib"
ar t /opt/orca/sdk-2.6/lib/liboecodec.a
nm -A /opt/orca/sdk-2.6/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/samplerd" | diff - examples/expected.txt
ldd dist/samplerd
readelf -d dist/samplerd | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/samplerd | grep -c ' T oe_' || true
