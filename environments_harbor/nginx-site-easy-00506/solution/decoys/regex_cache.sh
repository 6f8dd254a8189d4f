#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/solstice-blog.conf <<'NGINX'
server {
    listen 8329;
    server_name solstice-blog.initech.internal;
    root /var/www/solstice-blog/public;
    index index.html;
    error_page 404 /static-errors/404.html;
    location = /healthz {
        default_type text/plain;
        return 200 "healthy solstice-blog\n";
    }
    location /drafts/ {
        deny all;
    }
    location ~* \.(css|js|svg|png|woff2)$ {
        add_header Cache-Control "public, max-age=604800";
    }
}
NGINX
nginx -t
