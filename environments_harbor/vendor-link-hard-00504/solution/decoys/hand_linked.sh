#!/bin/bash
set -euo pipefail
cd /app/gaugeread
mkdir -p dist
gcc -O2 -Wall -I/opt/kinetic/sdk-2.0/include src/main.c -o dist/gaugeread -L"/opt/kinetic/sdk-2.0/lib" -Wl,--start-group -lkmfmt -lkmio -Wl,--end-group -l:libkmcodec.a -lkmcore -lkmrt -lm -Wl,-rpath,"/opt/kinetic/sdk-2.0/lib"
ar t /opt/kinetic/sdk-2.0/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.0/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/gaugeread" | diff - examples/expected.txt
ldd dist/gaugeread
readelf -d dist/gaugeread | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/gaugeread | grep -c ' T km_' || true
