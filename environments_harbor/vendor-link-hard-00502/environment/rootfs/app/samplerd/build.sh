#!/bin/sh
# Builds dist/samplerd against the Quasar Devices SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/quasar/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/samplerd -L"$SDK/lib" -lqdfmt -lqdio -lqdcore -lqdcodec -lqdrt -Wl,-rpath,"$SDK/lib"
