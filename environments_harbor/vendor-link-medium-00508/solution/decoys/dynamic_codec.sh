#!/bin/bash
set -euo pipefail
cd /app/tracefmt
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/tracefmt against the Kinetic Metrology SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/kinetic/sdk-2.3
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/tracefmt -L"$SDK/lib" -lkmcodec -lkmcore -lm -Wl,-rpath,"$SDK/lib"
SH
chmod +x build.sh
sh build.sh
ar t /opt/kinetic/sdk-2.3/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.3/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/tracefmt" | diff - examples/expected.txt
ldd dist/tracefmt
readelf -d dist/tracefmt | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/tracefmt | grep -c ' T km_' || true
