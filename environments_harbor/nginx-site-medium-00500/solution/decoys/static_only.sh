#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/nimbus-dev.conf <<'NGINX'
server {
    listen 8349;
    server_name nimbus.vandelay.internal;
    root /srv/sites/nimbus-dev/current;
    index index.html;
}
NGINX
nginx -t
