#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/saffron-menu.conf <<'NGINX'
server {
    listen 8898;
    server_name saffron-menu.umbrella.internal;
    root /var/www/html/saffron-menu;
    index index.html;
}
NGINX
nginx -t
