#!/bin/bash
# Starts the Fleet registry API in the foreground on 127.0.0.1:$PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${PORT:?set PORT to the port to listen on}"
exec gunicorn --workers 1 --threads 4 --bind 127.0.0.1:"$PORT" --access-logfile - app:app
