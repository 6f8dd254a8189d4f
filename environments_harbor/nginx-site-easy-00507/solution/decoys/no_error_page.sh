#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/nimbus-dev.conf <<'NGINX'
server {
    listen 8360;
    server_name nimbus.tyrell.internal;
    root /srv/www/nimbus-dev;
    index index.html;
    location = /ping {
        default_type text/plain;
        return 200 "healthy nimbus-dev\n";
    }
    location ^~ /_private/ {
        deny all;
    }
    location ^~ /res/ {
        add_header Cache-Control "public, max-age=3600";
    }
}
NGINX
nginx -t
