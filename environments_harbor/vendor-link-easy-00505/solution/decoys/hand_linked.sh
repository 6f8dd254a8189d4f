#!/bin/bash
set -euo pipefail
cd /app/probekit
mkdir -p dist
gcc -O2 -Wall -I/opt/norsk/sdk-2.6/include src/main.c -o dist/probekit -L"/opt/norsk/sdk-2.6/lib" -lnscodec -lnscore -lm
ar t /opt/norsk/sdk-2.6/lib/libnscodec.a
nm -A /opt/norsk/sdk-2.6/lib/libns*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/probekit" | diff - examples/expected.txt
ldd dist/probekit
readelf -d dist/probekit | grep -E 'NEEDED|RUNPATH|RPATH'
