#!/bin/bash
set -euo pipefail
cd /app/calibrate
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/calibrate against the Vireo Optics SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/vireo/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/calibrate -L"$SDK/lib" -lvocodec -lvocore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/vireo/sdk-2.9/lib/libvocodec.a
nm -A /opt/vireo/sdk-2.9/lib/libvo*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/calibrate" | diff - examples/expected.txt
ldd dist/calibrate
readelf -d dist/calibrate | grep -E 'NEEDED|RUNPATH|RPATH'
