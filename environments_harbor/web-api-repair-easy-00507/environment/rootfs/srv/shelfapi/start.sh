#!/bin/bash
# Starts the Branch library catalogue API in the foreground on 127.0.0.1:$HTTP_PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${HTTP_PORT:?set HTTP_PORT to the port to listen on}"
exec gunicorn --workers 1 --threads 4 --bind 127.0.0.1:"$HTTP_PORT" --access-logfile - app:app
