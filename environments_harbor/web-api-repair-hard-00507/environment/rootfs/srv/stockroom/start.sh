#!/bin/bash
# Starts the Stockroom inventory API in the foreground: the app on 127.0.0.1:9395, nginx in front of it on
# 127.0.0.1:$LISTEN_PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${LISTEN_PORT:?set LISTEN_PORT to the port to listen on}"
RUN="$(mktemp -d "${TMPDIR:-/tmp}/stockroom.XXXXXX")"
sed -e "s|@LISTEN@|$LISTEN_PORT|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
gunicorn --workers 1 --threads 4 --bind 127.0.0.1:9395 --access-logfile - app:app &
exec nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon off;'
