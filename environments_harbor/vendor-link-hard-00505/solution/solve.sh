#!/bin/bash
set -euo pipefail
cd /app/sensorpack
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/sensorpack against the Quasar Devices SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/quasar/sdk-2.8
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/sensorpack -L"$SDK/lib" -Wl,--start-group -lqdfmt -lqdio -Wl,--end-group -l:libqdcodec.a -lqdcore -lqdrt -lm -Wl,-rpath,"$SDK/lib"
SH
chmod +x build.sh
sh build.sh
ar t /opt/quasar/sdk-2.8/lib/libqdcodec.a
nm -A /opt/quasar/sdk-2.8/lib/libqd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/sensorpack" | diff - examples/expected.txt
ldd dist/sensorpack
readelf -d dist/sensorpack | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/sensorpack | grep -c ' T qd_' || true
