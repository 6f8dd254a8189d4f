#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/orchid-portal.conf <<'NGINX'
server {
    listen 8471;
    server_name orchid.umbrella.internal;
    root /srv/www/orchid-portal;
    index index.html;
}
NGINX
nginx -t
