#!/bin/bash
set -euo pipefail
cd /app/samplerd
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/samplerd against the Vireo Optics SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/vireo/sdk-2.3
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/samplerd -L"$SDK/lib" -lvocodec -lvocore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/vireo/sdk-2.3/lib/libvocodec.a
nm -A /opt/vireo/sdk-2.3/lib/libvo*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/samplerd" | diff - examples/expected.txt
ldd dist/samplerd
readelf -d dist/samplerd | grep -E 'NEEDED|RUNPATH|RPATH'
