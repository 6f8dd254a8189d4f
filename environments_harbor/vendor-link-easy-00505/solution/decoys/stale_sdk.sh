#!/bin/bash
set -euo pipefail
cd /app/probekit
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/probekit against the Norsk Signal SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/norsk/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/probekit -L"$SDK/lib" -lnscodec -lnscore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/norsk/sdk-2.6/lib/libnscodec.a
nm -A /opt/norsk/sdk-2.6/lib/libns*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/probekit" | diff - examples/expected.txt
ldd dist/probekit
readelf -d dist/probekit | grep -E 'NEEDED|RUNPATH|RPATH'
