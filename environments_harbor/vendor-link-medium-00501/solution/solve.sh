#!/bin/bash
set -euo pipefail
cd /app/tracefmt
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/tracefmt against the Norsk Signal SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/norsk/sdk-2.0
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/tracefmt -L"$SDK/lib" -l:libnscodec.a -lnscore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/norsk/sdk-2.0/lib/libnscodec.a
nm -A /opt/norsk/sdk-2.0/lib/libns*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/tracefmt" | diff - examples/expected.txt
ldd dist/tracefmt
readelf -d dist/tracefmt | grep -E 'NEEDED|RUNPATH|RPATH'
nm dist/tracefmt | grep -c ' T ns_' || true
