#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/lumen-status.conf <<'NGINX'
server {
    listen 8631;
    server_name lumen-status.wayne.internal;
    root /var/www/html/lumen-status;
    index index.html;
}
NGINX
nginx -t
