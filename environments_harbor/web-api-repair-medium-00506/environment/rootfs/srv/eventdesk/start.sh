#!/bin/bash
# Starts the Venue events API in the foreground on 127.0.0.1:$HTTP_PORT (see README.md).
set -euo pipefail
cd "$(dirname "$(readlink -f "$0")")"
: "${HTTP_PORT:?set HTTP_PORT to the port to listen on}"
exec node server.js
