#!/bin/sh
# Builds dist/meterctl against the Norsk Signal SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/norsk/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/meterctl -L"$SDK/lib" -lnscore -lnscodec -lm -Wl,-rpath,"$SDK/lib"
