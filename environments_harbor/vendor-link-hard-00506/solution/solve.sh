#!/bin/bash
set -euo pipefail
cd /app/fieldlog
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/fieldlog against the Kinetic Metrology SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/kinetic/sdk-2.4
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/fieldlog -L"$SDK/lib" -Wl,--start-group -lkmfmt -lkmio -Wl,--end-group -l:libkmcodec.a -lkmcore -lkmrt -lm -Wl,-rpath,"$SDK/lib"
SH
chmod +x build.sh
sh build.sh
ar t /opt/kinetic/sdk-2.4/lib/libkmcodec.a
nm -A /opt/kinetic/sdk-2.4/lib/libkm*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/fieldlog" | diff - examples/expected.txt
ldd dist/fieldlog
readelf -d dist/fieldlog | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/fieldlog | grep -c ' T km_' || true
