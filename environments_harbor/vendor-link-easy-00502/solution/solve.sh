#!/bin/bash
set -euo pipefail
cd /app/probekit
cat > build.sh <<'SH'
#!/bin/sh
# Builds dist/probekit against the Brightline Labs SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/brightline/sdk-2.2
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/probekit -L"$SDK/lib" -lblcodec -lblcore -lm
SH
chmod +x build.sh
sh build.sh
ar t /opt/brightline/sdk-2.2/lib/libblcodec.a
nm -A /opt/brightline/sdk-2.2/lib/libbl*.a | grep ' U ' || true
cat examples/input.txt | "$PWD/dist/probekit" | diff - examples/expected.txt
ldd dist/probekit
readelf -d dist/probekit | grep -E 'NEEDED|RUNPATH|RPATH'
