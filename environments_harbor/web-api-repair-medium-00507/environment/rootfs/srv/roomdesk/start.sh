#!/bin/bash
# Starts the Roomdesk bookings API in the foreground on 127.0.0.1:$LISTEN_PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${LISTEN_PORT:?set LISTEN_PORT to the port to listen on}"
exec node server.js
