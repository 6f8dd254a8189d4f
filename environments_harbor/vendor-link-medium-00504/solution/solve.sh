#!/bin/bash
set -euo pipefail
cd /app/framegen
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/framegen against the Cardinal Telemetry SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/cardinal/sdk-2.7
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/framegen -L"$SDK/lib" -l:libctcodec.a -lctcore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/cardinal/sdk-2.7/lib/libctcodec.a
nm -A /opt/cardinal/sdk-2.7/lib/libct*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/framegen" | diff - examples/expected.txt
ldd dist/framegen
readelf -d dist/framegen | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/framegen | grep -c ' T ct_' || true
