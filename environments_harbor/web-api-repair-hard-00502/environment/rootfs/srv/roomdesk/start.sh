#!/bin/bash
# Starts the Roomdesk bookings API in the foreground: the app on 127.0.0.1:9748, nginx in front of it on
# 127.0.0.1:$HTTP_PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${HTTP_PORT:?set HTTP_PORT to the port to listen on}"
RUN="$(mktemp -d "${TMPDIR:-/tmp}/roomdesk.XXXXXX")"
sed -e "s|@LISTEN@|$HTTP_PORT|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
HTTP_PORT=9748 node server.js &
exec nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon off;'
