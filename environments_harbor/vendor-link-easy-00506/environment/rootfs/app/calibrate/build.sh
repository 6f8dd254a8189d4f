#!/bin/sh
# Builds dist/calibrate against the Kinetic Metrology SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/kinetic/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/calibrate -L"$SDK/lib" -lkmcore -lkmcodec
