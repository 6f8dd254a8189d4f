#!/bin/bash
set -euo pipefail
cd /app/gaugeread
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/gaugeread against the Vireo Optics SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/vireo/sdk-2.3
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/gaugeread -L"$SDK/lib" -Wl,--start-group -lvofmt -lvoio -Wl,--end-group -l:libvocodec.a -lvocore -lvort -lm -Wl,-rpath,"$SDK/lib"
SH
chmod +x build.sh
sh build.sh
ar t /opt/vireo/sdk-2.3/lib/libvocodec.a
nm -A /opt/vireo/sdk-2.3/lib/libvo*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/gaugeread" | diff - examples/expected.txt
ldd dist/gaugeread
readelf -d dist/gaugeread | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/gaugeread | grep -c ' T vo_' || true
