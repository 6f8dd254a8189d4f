#!/bin/sh
# Builds dist/fieldlog against the Orca Embedded SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/orca/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/fieldlog -L"$SDK/lib" -loecore -loecodec -Wl,-rpath,"$SDK/lib"
