#!/bin/sh
# Builds dist/framegen against the Quasar Devices SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/quasar/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/framegen -L"$SDK/lib" -lqdcore -lqdcodec
