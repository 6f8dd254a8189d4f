#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/garnet-labs.conf <<'NGINX'
server {
    listen 8662;
    server_name garnet.wonka.internal;
    root /srv/www/garnet-labs;
    index index.html;
}
NGINX
nginx -t
