#!/bin/bash
set -euo pipefail
cd /app/gaugeread
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/gaugeread against the Tessera Instruments SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/tessera/sdk-2.1
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/gaugeread -L"$SDK/lib" -lticodec -lticore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/tessera/sdk-2.1/lib/libticodec.a
nm -A /opt/tessera/sdk-2.1/lib/libti*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/gaugeread" | diff - examples/expected.txt
ldd dist/gaugeread
readelf -d dist/gaugeread | grep -E 'NEEDED|RUNPATH|RPATH'
