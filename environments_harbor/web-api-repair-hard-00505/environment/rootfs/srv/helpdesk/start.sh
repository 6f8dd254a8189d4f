#!/bin/bash
# Starts the Helpdesk tickets API in the foreground: the app on 127.0.0.1:9417, nginx in front of it on
# 127.0.0.1:$PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${PORT:?set PORT to the port to listen on}"
RUN="$(mktemp -d "${TMPDIR:-/tmp}/helpdesk.XXXXXX")"
sed -e "s|@LISTEN@|$PORT|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
uvicorn --host 127.0.0.1 --port 9417 --no-access-log main:api &
exec nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon off;'
