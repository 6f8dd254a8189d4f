#!/bin/bash
set -euo pipefail
cd /app/tracefmt
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/tracefmt against the Palisade Data SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/palisade/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/tracefmt -L"$SDK/lib" -l:libpdcodec.a -lpdcore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/palisade/sdk-2.7/lib/libpdcodec.a
nm -A /opt/palisade/sdk-2.7/lib/libpd*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/tracefmt" | diff - examples/expected.txt
ldd dist/tracefmt
readelf -d dist/tracefmt | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/tracefmt | grep -c ' T pd_' || true
