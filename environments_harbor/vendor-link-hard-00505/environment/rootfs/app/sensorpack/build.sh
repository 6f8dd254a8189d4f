#!/bin/sh
# Builds dist/sensorpack against the Quasar Devices SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/quasar/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/sensorpack -L"$SDK/lib" -lqdfmt -lqdio -lqdcore -lqdcodec -lqdrt -lm -Wl,-rpath,"$SDK/lib"
