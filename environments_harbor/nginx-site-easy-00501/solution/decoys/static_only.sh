#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/kestrel-help.conf <<'NGINX'
server {
    listen 8706;
    server_name kestrel.umbrella.internal;
    root /var/www/kestrel-help/public;
    index index.html;
}
NGINX
nginx -t
