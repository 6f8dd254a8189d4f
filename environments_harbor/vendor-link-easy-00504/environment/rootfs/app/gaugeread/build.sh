#!/bin/sh
# Builds dist/gaugeread against the Tessera Instruments SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/tessera/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/gaugeread -L"$SDK/lib" -lticore -lticodec
