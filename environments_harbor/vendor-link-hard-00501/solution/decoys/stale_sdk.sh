#!/bin/bash
set -euo pipefail
cd /app/samplerd
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/samplerd against the Orca Embedded SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/orca/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/samplerd -L"$SDK/lib" -Wl,--start-group -loefmt -loeio -Wl,--end-group -l:liboecodec.a -loecore -loert -lm -Wl,-rpath,"$SDK/lib"
SH
chmod +x build.sh
sh build.sh
ar t /opt/orca/sdk-2.6/lib/liboecodec.a
nm -A /opt/orca/sdk-2.6/lib/liboe*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/samplerd" | diff - examples/expected.txt
ldd dist/samplerd
readelf -d dist/samplerd | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/samplerd | grep -c ' T oe_' || true
