#!/bin/sh
# Builds dist/samplerd against the Orca Embedded SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/orca/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/samplerd -L"$SDK/lib" -loefmt -loeio -loecore -loecodec -loert -Wl,-rpath,"$SDK/lib"
