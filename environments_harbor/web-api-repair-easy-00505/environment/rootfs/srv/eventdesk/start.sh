#!/bin/bash
# Starts the Venue events API in the foreground on 127.0.0.1:$PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${PORT:?set PORT to the port to listen on}"
exec uvicorn --host 127.0.0.1 --port "$PORT" --no-access-log main:app
