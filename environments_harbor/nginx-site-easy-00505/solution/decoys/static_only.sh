#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/quarry-wiki.conf <<'NGINX'
server {
    listen 8233;
    server_name quarry.soylent.internal;
    root /opt/quarry-wiki/htdocs;
    index index.html;
}
NGINX
nginx -t
