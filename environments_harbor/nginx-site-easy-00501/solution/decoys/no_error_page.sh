#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/kestrel-help.conf <<'NGINX'
server {
    listen 8706;
    server_name kestrel.umbrella.internal;
    root /var/www/kestrel-help/public;
    index index.html;
    location = /status/ping {
        default_type text/plain;
        return 200 "healthy kestrel-help\n";
    }
    location ^~ /backup/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=31536000";
    }
}
NGINX
nginx -t
