#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/lumen-status.conf <<'NGINX'
server {
    listen 8020;
    server_name lumen-status.acme.internal;
    root /srv/sites/lumen-status/current;
    index index.html;
}
NGINX
nginx -t
