#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/garnet-labs.conf <<'NGINX'
server {
    listen 8662;
    server_name garnet.wonka.internal;
    root /srv/www/garnet-labs;
    index index.html;
    error_page 404 /_errors/404.html;
    location = /ping {
        default_type text/plain;
        return 200 "ready garnet-labs\n";
    }
    location /staging-notes/ {
        deny all;
    }
    location ~* \.(css|js|svg|png|woff2)$ {
        add_header Cache-Control "public, max-age=600";
    }
}
NGINX
nginx -t
