#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/lumen-status.conf <<'NGINX'
server {
    listen 8592;
    server_name lumen-status.northwind.internal;
    root /srv/www/lumen-status;
    index index.html;
}
NGINX
nginx -t
