#!/bin/bash
set -euo pipefail
cd /app/datumctl
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/datumctl against the Helix Systems SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/helix/sdk-2.5
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/datumctl -L"$SDK/lib" -Wl,--start-group -lhxfmt -lhxio -Wl,--end-group -lhxcodec -lhxcore -lhxrt -lm -Wl,-rpath,"$SDK/lib"
SH
chmod +x build.sh
sh build.sh
ar t /opt/helix/sdk-2.5/lib/libhxcodec.a
nm -A /opt/helix/sdk-2.5/lib/libhx*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/datumctl" | diff - examples/expected.txt
ldd dist/datumctl
readelf -d dist/datumctl | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/datumctl | grep -c ' T hx_' || true
