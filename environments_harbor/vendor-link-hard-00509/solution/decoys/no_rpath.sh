#!/bin/bash
set -euo pipefail
cd /app/samplerd
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/samplerd against the Brightline Labs SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/brightline/sdk-2.9
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/samplerd -L"$SDK/lib" -Wl,--start-group -lblfmt -lblio -Wl,--end-group -l:libblcodec.a -lblcore -lblrt -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/brightline/sdk-2.9/lib/libblcodec.a
nm -A /opt/brightline/sdk-2.9/lib/libbl*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/samplerd" | diff - examples/expected.txt
ldd dist/samplerd
readelf -d dist/samplerd | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/samplerd | grep -c ' T bl_' || true
