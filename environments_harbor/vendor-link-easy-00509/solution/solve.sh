#!/bin/bash
set -euo pipefail
cd /app/calibrate
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/calibrate against the Palisade Data SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/palisade/sdk-2.3
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/calibrate -L"$SDK/lib" -lpdcodec -lpdcore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/palisade/sdk-2.3/lib/libpdcodec.a
nm -A /opt/palisade/sdk-2.3/lib/libpd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/calibrate" | diff - examples/expected.txt
ldd dist/calibrate
readelf -d dist/calibrate | grep -E 'NEEDED|RUNPATH|RPATH'
