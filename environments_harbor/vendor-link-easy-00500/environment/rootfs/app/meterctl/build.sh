#!/bin/sh
# Builds dist/meterctl against the Orca Embedded SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/orca/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/meterctl -L"$SDK/lib" -loecore -loecodec
