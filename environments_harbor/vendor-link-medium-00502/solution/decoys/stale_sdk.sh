#!/bin/bash
set -euo pipefail
cd /app/sensorpack
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/sensorpack against the Helix Systems SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/helix/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/sensorpack -L"$SDK/lib" -l:libhxcodec.a -lhxcore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/helix/sdk-2.7/lib/libhxcodec.a
nm -A /opt/helix/sdk-2.7/lib/libhx*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/sensorpack" | diff - examples/expected.txt
ldd dist/sensorpack
readelf -d dist/sensorpack | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/sensorpack | grep -c ' T hx_' || true
