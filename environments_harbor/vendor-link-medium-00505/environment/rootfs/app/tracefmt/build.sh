#!/bin/sh
# Builds dist/tracefmt against the Orca Embedded SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/orca/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/tracefmt -L"$SDK/lib" -loecore -loecodec -lm -Wl,-rpath,"$SDK/lib"
