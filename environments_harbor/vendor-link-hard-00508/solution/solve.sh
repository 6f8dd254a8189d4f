#!/bin/bash
set -euo pipefail
cd /app/signalcat
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/signalcat against the Vireo Optics SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/vireo/sdk-2.7
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/signalcat -L"$SDK/lib" -Wl,--start-group -lvofmt -lvoio -Wl,--end-group -l:libvocodec.a -lvocore -lvort -lm -Wl,-rpath,"$SDK/lib"
SH
chmod +x build.sh
sh build.sh
ar t /opt/vireo/sdk-2.7/lib/libvocodec.a
nm -A /opt/vireo/sdk-2.7/lib/libvo*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/signalcat" | diff - examples/expected.txt
ldd dist/signalcat
readelf -d dist/signalcat | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/signalcat | grep -c ' T vo_' || true
