#!/bin/sh
# Builds dist/samplerd against the Brightline Labs SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/brightline/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/samplerd -L"$SDK/lib" -lblfmt -lblio -lblcore -lblcodec -lblrt -lm -Wl,-rpath,"$SDK/lib"
