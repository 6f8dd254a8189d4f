#!/bin/bash
set -euo pipefail
cd /app/sensorpack
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/sensorpack against the Norsk Signal SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/norsk/sdk-2.2
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/sensorpack -L"$SDK/lib" -l:libnscodec.a -lnscore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/norsk/sdk-2.2/lib/libnscodec.a
nm -A /opt/norsk/sdk-2.2/lib/libns*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/sensorpack" | diff - examples/expected.txt
ldd dist/sensorpack
readelf -d dist/sensorpack | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/sensorpack | grep -c ' T ns_' || true
