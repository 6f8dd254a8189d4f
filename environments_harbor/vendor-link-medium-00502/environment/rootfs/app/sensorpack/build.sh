#!/bin/sh
# Builds dist/sensorpack against the Helix Systems SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/helix/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/sensorpack -L"$SDK/lib" -lhxcore -lhxcodec -Wl,-rpath,"$SDK/lib"
