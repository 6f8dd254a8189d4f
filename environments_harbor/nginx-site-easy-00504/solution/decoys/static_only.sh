#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/garnet-labs.conf <<'NGINX'
server {
    listen 8685;
    server_name garnet-labs.initech.internal;
    root /srv/sites/garnet-labs/current;
    index index.html;
}
NGINX
nginx -t
