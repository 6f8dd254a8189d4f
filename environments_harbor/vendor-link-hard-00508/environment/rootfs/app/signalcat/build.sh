#!/bin/sh
# Builds dist/signalcat against the Vireo Optics SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/vireo/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/signalcat -L"$SDK/lib" -lvofmt -lvoio -lvocore -lvocodec -lvort -lm -Wl,-rpath,"$SDK/lib"
