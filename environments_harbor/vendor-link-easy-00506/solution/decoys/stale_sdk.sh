#!/bin/bash
set -euo pipefail
cd /app/calibrate
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/calibrate against the Kinetic Metrology SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/kinetic/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/calibrate -L"$SDK/lib" -lkmcodec -lkmcore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/kinetic/sdk-2.2/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.2/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/calibrate" | diff - examples/expected.txt
ldd dist/calibrate
readelf -d dist/calibrate | grep -E 'NEEDED|RUNPATH|RPATH'
