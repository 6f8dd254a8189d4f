#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/nimbus-dev.conf <<'NGINX'
server {
    listen 8349;
    server_name nimbus.vandelay.internal;
    root /srv/sites/nimbus-dev/current;
    index index.html;
    location = /healthz {
        default_type text/plain;
        return 200 "pong nimbus-dev\n";
    }
    location ^~ /staging-notes/ {
        deny all;
    }
    location ^~ /assets/ {
        add_header Cache-Control "public, max-age=86400";
    }
    location ^~ /dist/ {
        alias /data/dist/;
    }
    location = /v1/contact.asp {
        return 301 /careers.html$is_args$args;
    }
    location = /v1/press {
        return 301 /pricing.html$is_args$args;
    }
    location = /v1/pricing.asp {
        return 301 /roadmap.html$is_args$args;
    }
    location = /v1/support.htm {
        return 301 /contact.html$is_args$args;
    }
    location = /pricing {
        return 301 /help/$is_args$args;
    }
    location ^~ /app-api/ {
        proxy_pass http://127.0.0.1:8301;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Real-IP $remote_addr;
    }
}
NGINX
nginx -t
