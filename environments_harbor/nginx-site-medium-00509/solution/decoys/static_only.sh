#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/maple-careers.conf <<'NGINX'
server {
    listen 8652;
    server_name maple-careers.initech.internal;
    root /opt/maple-careers/htdocs;
    index index.html;
}
NGINX
nginx -t
