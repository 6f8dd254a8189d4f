#!/bin/bash
set -euo pipefail
cd /app/fieldlog
mkdir -p dist
gcc -O2 -Wall -I/opt/orca/sdk-2.9/include src/main.c -o dist/fieldlog -L"/opt/orca/sdk-2.9/lib" -l:liboecodec.a -loecore -lm
ar t /opt/orca/sdk-2.9/lib/liboecodec.a
nm -A /opt/orca/sdk-2.9/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/fieldlog" | diff - examples/expected.txt
ldd dist/fieldlog
readelf -d dist/fieldlog | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/fieldlog | grep -c ' T oe_' || true
