#!/bin/bash
set -euo pipefail
cd /app/fieldlog
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/fieldlog against the Orca Embedded SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/orca/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/fieldlog -L"$SDK/lib" -l:liboecodec.a -loecore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/orca/sdk-2.9/lib/liboecodec.a
nm -A /opt/orca/sdk-2.9/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/fieldlog" | diff - examples/expected.txt
ldd dist/fieldlog
readelf -d dist/fieldlog | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/fieldlog | grep -c ' T oe_' || true
