#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/solstice-blog.conf <<'NGINX'
server {
    listen 8329;
    server_name solstice-blog.initech.internal;
    root /var/www/solstice-blog/public;
    index index.html;
}
NGINX
nginx -t
