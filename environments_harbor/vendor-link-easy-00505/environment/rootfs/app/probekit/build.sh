#!/bin/sh
# Builds dist/probekit against the Norsk Signal SDK.
set -e
cd "$(dirname "$0")"
SDK=/opt/norsk/current
CC=gcc
CFLAGS="-O2 -Wall -I$SDK/include"
mkdir -p dist
$CC $CFLAGS src/main.c -o dist/probekit -L"$SDK/lib" -lnscore -lnscodec
