#!/bin/bash
set -euo pipefail
cd /app/linkcheck
mkdir -p dist
gcc -O2 -Wall -I/opt/orca/sdk-2.4/include src/main.c -o dist/linkcheck -L"/opt/orca/sdk-2.4/lib" -loecodec -loecore -lm
ar t /opt/orca/sdk-2.4/lib/liboecodec.a
nm -A /opt/orca/sdk-2.4/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/linkcheck" | diff - examples/expected.txt
ldd dist/linkcheck
readelf -d dist/linkcheck | grep -E 'NEEDED|RUNPATH|RPATH'
