#!/bin/bash
set -euo pipefail
cd /app/fieldlog
mkdir -p dist
gcc -O2 -Wall -I/opt/kinetic/sdk-2.4/include src/main.c -o dist/fieldlog -L"/opt/kinetic/sdk-2.4/lib" -Wl,--start-group -lkmfmt -lkmio -Wl,--end-group -l:libkmcodec.a -lkmcore -lkmrt -lm -Wl,-rpath,"/opt/kinetic/sdk-2.4/lib"
ar t /opt/kinetic/sdk-2.4/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.4/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/fieldlog" | diff - examples/expected.txt
ldd dist/fieldlog
readelf -d dist/fieldlog | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/fieldlog | grep -c ' T km_' || true
