#!/bin/bash
# Starts the Fleet registry API in the foreground: the app on 127.0.0.1:9525, nginx in front of it on
# 127.0.0.1:$LISTEN_PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${LISTEN_PORT:?set LISTEN_PORT to the port to listen on}"
RUN="$(mktemp -d "${TMPDIR:-/tmp}/fleetapi.XXXXXX")"
sed -e "s|@LISTEN@|$LISTEN_PORT|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
LISTEN_PORT=9525 node server.js &
exec nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon off;'
