#!/bin/bash
set -euo pipefail
cd /app/meterctl
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/meterctl against the Orca Embedded SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/orca/sdk-2.8
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/meterctl -L"$SDK/lib" -loecodec -loecore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/orca/sdk-2.8/lib/liboecodec.a
nm -A /opt/orca/sdk-2.8/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/meterctl" | diff - examples/expected.txt
ldd dist/meterctl
readelf -d dist/meterctl | grep -E 'NEEDED|RUNPATH|RPATH'
