#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/saffron-menu.conf <<'NGINX'
server {
    listen 8172;
    server_name saffron.stark.internal;
    root /opt/saffron-menu/htdocs;
    index index.html;
}
NGINX
nginx -t
