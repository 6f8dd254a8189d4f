#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/quarry-wiki.conf <<'NGINX'
server {
    listen 8233;
    server_name quarry.soylent.internal;
    root /opt/quarry-wiki/htdocs;
    index index.html;
    error_page 404 /pages/errors/404.html;
    location = /lb-check {
        default_type text/plain;
        return 200 "pong\n";
    }
    location ^~ /internal/ {
        deny all;
    }
    location ^~ /res/ {
        add_header Cache-Control "public, max-age=302400";
    }
}
NGINX
nginx -t
