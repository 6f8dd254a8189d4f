#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/harbor-events.conf <<'NGINX'
server {
    listen 8098;
    server_name harbor-events.tyrell.internal;
    root /var/www/harbor-events/public;
    index index.html;
    error_page 404 /_errors/404.html;
    location = /-/health {
        default_type text/plain;
        return 200 "up harbor-events\n";
    }
    location ^~ /drafts/ {
        deny all;
    }
    location ^~ /assets/ {
        add_header Cache-Control "public, max-age=2592000";
    }
}
NGINX
nginx -t
