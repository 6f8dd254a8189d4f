#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/saffron-menu.conf <<'NGINX'
server {
    listen 8172;
    server_name saffron.stark.internal;
    root /opt/saffron-menu/htdocs;
    index index.html;
    location = /healthz {
        default_type text/plain;
        return 200 "pong\n";
    }
    location ^~ /tmp/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=604800";
    }
}
NGINX
nginx -t
