#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/nimbus-dev.conf <<'NGINX'
server {
    listen 8360;
    server_name nimbus.tyrell.internal;
    root /srv/www/nimbus-dev;
    index index.html;
}
NGINX
nginx -t
