#!/bin/bash
set -euo pipefail
cd /app/framegen
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/framegen against the Quasar Devices SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/quasar/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/framegen -L"$SDK/lib" -lqdcodec -lqdcore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/quasar/sdk-2.9/lib/libqdcodec.a
nm -A /opt/quasar/sdk-2.9/lib/libqd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/framegen" | diff - examples/expected.txt
ldd dist/framegen
readelf -d dist/framegen | grep -E 'NEEDED|RUNPATH|RPATH'
