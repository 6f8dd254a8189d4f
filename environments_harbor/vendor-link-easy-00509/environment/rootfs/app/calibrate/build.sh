#!/bin/sh
# Builds dist/calibrate against the Palisade Data SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/palisade/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/calibrate -L"$SDK/lib" -lpdcore -lpdcodec
