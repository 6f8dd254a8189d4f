#!/bin/sh
# Builds dist/framegen against the Cardinal Telemetry SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/cardinal/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/framegen -L"$SDK/lib" -lctcore -lctcodec -Wl,-rpath,"$SDK/lib"
