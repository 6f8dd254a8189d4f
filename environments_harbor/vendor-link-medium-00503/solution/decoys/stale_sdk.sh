#!/bin/bash
set -euo pipefail
cd /app/framegen
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/framegen against the Palisade Data SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/palisade/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/framegen -L"$SDK/lib" -l:libpdcodec.a -lpdcore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/palisade/sdk-2.7/lib/libpdcodec.a
nm -A /opt/palisade/sdk-2.7/lib/libpd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/framegen" | diff - examples/expected.txt
ldd dist/framegen
readelf -d dist/framegen | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/framegen | grep -c ' T pd_' || true
