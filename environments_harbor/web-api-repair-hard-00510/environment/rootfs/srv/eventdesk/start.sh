#!/bin/bash
# Starts the Venue events API in the foreground: the app on 127.0.0.1:9711, nginx in front of it on
# 127.0.0.1:$HTTP_PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${HTTP_PORT:?set HTTP_PORT to the port to listen on}"
RUN="$(mktemp -d "${TMPDIR:-/tmp}/eventdesk.XXXXXX")"
sed -e "s|@LISTEN@|$HTTP_PORT|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
gunicorn --workers 1 --threads 4 --bind 127.0.0.1:9711 --access-logfile - app:application &
exec nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon off;'
