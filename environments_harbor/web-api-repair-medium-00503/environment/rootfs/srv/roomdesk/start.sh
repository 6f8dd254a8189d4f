#!/bin/bash
# Starts the Roomdesk bookings API in the foreground on 127.0.0.1:$HTTP_PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${HTTP_PORT:?set HTTP_PORT to the port to listen on}"
exec uvicorn --host 127.0.0.1 --port "$HTTP_PORT" --no-access-log main:api
