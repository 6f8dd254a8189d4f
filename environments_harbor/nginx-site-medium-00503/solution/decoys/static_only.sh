#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/cobalt-store.conf <<'NGINX'
server {
    listen 8248;
    server_name cobalt-store.stark.internal;
    root /var/www/cobalt-store/public;
    index index.html;
}
NGINX
nginx -t
