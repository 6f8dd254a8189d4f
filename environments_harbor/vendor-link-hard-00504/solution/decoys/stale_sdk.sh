#!/bin/bash
set -euo pipefail
cd /app/gaugeread
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/gaugeread against the Kinetic Metrology SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/kinetic/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/gaugeread -L"$SDK/lib" -Wl,--start-group -lkmfmt -lkmio -Wl,--end-group -l:libkmcodec.a -lkmcore -lkmrt -lm -Wl,-rpath,"$SDK/lib"
SH
chmod +x build.sh
sh build.sh
ar t /opt/kinetic/sdk-2.0/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.0/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/gaugeread" | diff - examples/expected.txt
ldd dist/gaugeread
readelf -d dist/gaugeread | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/gaugeread | grep -c ' T km_' || true
