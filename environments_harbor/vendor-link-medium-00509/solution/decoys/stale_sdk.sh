#!/bin/bash
set -euo pipefail
cd /app/meterctl
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/meterctl against the Norsk Signal SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/norsk/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/meterctl -L"$SDK/lib" -l:libnscodec.a -lnscore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/norsk/sdk-2.8/lib/libnscodec.a
nm -A /opt/norsk/sdk-2.8/lib/libns*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/meterctl" | diff - examples/expected.txt
ldd dist/meterctl
readelf -d dist/meterctl | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/meterctl | grep -c ' T ns_' || true
