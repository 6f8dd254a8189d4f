#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/lumen-status.conf <<'NGINX'
server {
    listen 8592;
    server_name lumen-status.northwind.internal;
    root /srv/www/lumen-status;
    index index.html;
    location = /_health {
        default_type text/plain;
        return 200 "alive lumen-status\n";
    }
    location ^~ /internal/ {
        deny all;
    }
    location ^~ /assets/ {
        add_header Cache-Control "public, max-age=7200";
    }
}
NGINX
nginx -t
