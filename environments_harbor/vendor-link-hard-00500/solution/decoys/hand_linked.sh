#!/bin/bash
set -euo pipefail
cd /app/signalcat
mkdir -p dist
gcc -O2 -Wall -I/opt/kinetic/sdk-2.9/include src/main.c -o dist/signalcat -L"/opt/kinetic/sdk-2.9/lib" -Wl,--start-group -lkmfmt -lkmio -Wl,--end-group -l:libkmcodec.a -lkmcore -lkmrt -lm -Wl,-rpath,"/opt/kinetic/sdk-2.9/lib"
ar t /opt/kinetic/sdk-2.9/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.9/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/signalcat" | diff - examples/expected.txt
ldd dist/signalcat
readelf -d dist/signalcat | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/signalcat | grep -c ' T km_' || true
