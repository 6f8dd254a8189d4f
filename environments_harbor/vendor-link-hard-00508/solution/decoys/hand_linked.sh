#!/bin/bash
set -euo pipefail
cd /app/signalcat
mkdir -p dist
gcc -O2 -Wall -I/opt/vireo/sdk-2.7/include src/main.c -o dist/signalcat -L"/opt/vireo/sdk-2.7/lib" -Wl,--start-group -lvofmt -lvoio -Wl,--end-group -l:libvocodec.a -lvocore -lvort -lm -Wl,-rpath,"/opt/vireo/sdk-2.7/lib"
ar t /opt/vireo/sdk-2.7/lib/libvocodec.a
nm -A /opt/vireo/sdk-2.7/lib/libvo*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/signalcat" | diff - examples/expected.txt
ldd dist/signalcat
readelf -d dist/signalcat | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/signalcat | grep -c ' T vo_' || true
