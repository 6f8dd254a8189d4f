#!/bin/bash
set -euo pipefail
cd /app/gaugeread
mkdir -p dist
gcc -O2 -Wall -I/opt/vireo/sdk-2.3/include src/main.c -o dist/gaugeread -L"/opt/vireo/sdk-2.3/lib" -Wl,--start-group -lvofmt -lvoio -Wl,--end-group -l:libvocodec.a -lvocore -lvort -lm -Wl,-rpath,"/opt/vireo/sdk-2.3/lib"
ar t /opt/vireo/sdk-2.3/lib/libvocodec.a
nm -A /opt/vireo/sdk-2.3/lib/libvo*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/gaugeread" | diff - examples/expected.txt
ldd dist/gaugeread
readelf -d dist/gaugeread | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/gaugeread | grep -c ' T vo_' || true
