#!/bin/bash
set -euo pipefail
cd /app/datumctl
mkdir -p dist
gcc -O2 -Wall -I/opt/helix/sdk-2.5/include src/main.c -o dist/datumctl -L"/opt/helix/sdk-2.5/lib" -Wl,--start-group -lhxfmt -lhxio -Wl,--end-group -l:libhxcodec.a -lhxcore -lhxrt -lm -Wl,-rpath,"/opt/helix/sdk-2.5/lib"
ar t /opt/helix/sdk-2.5/lib/libhxcodec.a
nm -A /opt/helix/sdk-2.5/lib/libhx*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/datumctl" | diff - examples/expected.txt
ldd dist/datumctl
readelf -d dist/datumctl | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/datumctl | grep -c ' T hx_' || true
