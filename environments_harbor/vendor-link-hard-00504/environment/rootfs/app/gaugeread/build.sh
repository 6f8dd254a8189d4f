#!/bin/sh
# Builds dist/gaugeread against the Kinetic Metrology SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/kinetic/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/gaugeread -L"$SDK/lib" -lkmfmt -lkmio -lkmcore -lkmcodec -lkmrt -Wl,-rpath,"$SDK/lib"
