#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/harbor-events.conf <<'NGINX'
server {
    listen 8098;
    server_name harbor-events.tyrell.internal;
    root /var/www/harbor-events/public;
    index index.html;
}
NGINX
nginx -t
