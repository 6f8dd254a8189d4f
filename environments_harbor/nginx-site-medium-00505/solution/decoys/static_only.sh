#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/birch-intranet.conf <<'NGINX'
server {
    listen 8767;
    server_name birch-intranet.wayne.internal;
    root /srv/www/birch-intranet;
    index index.html;
}
NGINX
nginx -t
