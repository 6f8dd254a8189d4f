#!/bin/bash
set -euo pipefail
cd /app/samplerd
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/samplerd against the Quasar Devices SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/quasar/sdk-2.7
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/samplerd -L"$SDK/lib" -Wl,--start-group -lqdfmt -lqdio -Wl,--end-group -l:libqdcodec.a -lqdcore -lqdrt -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/quasar/sdk-2.7/lib/libqdcodec.a
nm -A /opt/quasar/sdk-2.7/lib/libqd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/samplerd" | diff - examples/expected.txt
ldd dist/samplerd
readelf -d dist/samplerd | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/samplerd | grep -c ' T qd_' || true
