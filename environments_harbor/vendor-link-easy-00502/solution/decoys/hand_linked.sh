#!/bin/bash
set -euo pipefail
cd /app/probekit
mkdir -p dist
gcc -O2 -Wall -I/opt/brightline/sdk-2.2/include src/main.c -o dist/probekit -L"/opt/brightline/sdk-2.2/lib" -lblcodec -lblcore -lm
ar t /opt/brightline/sdk-2.2/lib/libblcodec.a
nm -A /opt/brightline/sdk-2.2/lib/libbl*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/probekit" | diff - examples/expected.txt
ldd dist/probekit
readelf -d dist/probekit | grep -E 'NEEDED|RUNPATH|RPATH'
