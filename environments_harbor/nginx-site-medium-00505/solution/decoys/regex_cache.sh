#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/birch-intranet.conf <<'NGINX'
server {
    listen 8767;
    server_name birch-intranet.wayne.internal;
    root /srv/www/birch-intranet;
    index index.html;
    error_page 404 /_errors/404.html;
    location = /healthz {
        default_type text/plain;
        return 200 "ready birch-intranet\n";
    }
    location /_private/ {
        deny all;
    }
    location ~* \.(css|js|svg|png|woff2)$ {
        add_header Cache-Control "public, max-age=3600";
    }
    location ^~ /files/ {
        alias /mnt/nas/birch-intranet-files/;
    }
    location = /site/team {
        return 301 /roadmap.html$is_args$args;
    }
    location = /site/pricing.php {
        return 301 /press.html$is_args$args;
    }
    location = /site/careers.php {
        return 301 /careers.html$is_args$args;
    }
    location = /site/status {
        return 301 /community.html$is_args$args;
    }
    location = /press {
        return 301 /careers.html$is_args$args;
    }
    location ^~ /backend/ {
        proxy_pass http://127.0.0.1:8602;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Real-IP $remote_addr;
    }
}
NGINX
nginx -t
