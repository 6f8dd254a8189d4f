#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/garnet-labs.conf <<'NGINX'
server {
    listen 8685;
    server_name garnet-labs.initech.internal;
    root /srv/sites/garnet-labs/current;
    index index.html;
    error_page 404 /static-errors/404.html;
    location = /healthz {
        default_type text/plain;
        return 200 "alive garnet-labs\n";
    }
    location ^~ /staging-notes/ {
        deny all;
    }
    location ^~ /static/ {
        add_header Cache-Control "public, max-age=1800";
    }
}
NGINX
nginx -t
