#!/bin/bash
set -euo pipefail
cd /app/tracefmt
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/tracefmt against the Orca Embedded SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/orca/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/tracefmt -L"$SDK/lib" -l:liboecodec.a -loecore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/orca/sdk-2.5/lib/liboecodec.a
nm -A /opt/orca/sdk-2.5/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/tracefmt" | diff - examples/expected.txt
ldd dist/tracefmt
readelf -d dist/tracefmt | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/tracefmt | grep -c ' T oe_' || true
