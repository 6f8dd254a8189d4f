#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/lumen-status.conf <<'NGINX'
server {
    listen 8631;
    server_name lumen-status.wayne.internal;
    root /var/www/html/lumen-status;
    index index.html;
    error_page 404 /errors/404.html;
    location = /ping {
        default_type text/plain;
        return 200 "ready lumen-status\n";
    }
    location ^~ /internal/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=300";
    }
}
NGINX
nginx -t
