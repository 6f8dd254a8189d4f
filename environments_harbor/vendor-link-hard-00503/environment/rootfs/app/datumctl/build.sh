#!/bin/sh
# Builds dist/datumctl against the Helix Systems SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/helix/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/datumctl -L"$SDK/lib" -lhxfmt -lhxio -lhxcore -lhxcodec -lhxrt -Wl,-rpath,"$SDK/lib"
