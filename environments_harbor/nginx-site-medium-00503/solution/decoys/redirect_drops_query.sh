#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/cobalt-store.conf <<'NGINX'
server {
    listen 8248;
    server_name cobalt-store.stark.internal;
    root /var/www/cobalt-store/public;
    index index.html;
    error_page 404 /pages/errors/404.html;
    location = /healthz {
        default_type text/plain;
        return 200 "up\n";
    }
    location ^~ /drafts/ {
        deny all;
    }
    location ^~ /assets/ {
        add_header Cache-Control "public, max-age=600";
    }
    location ^~ /releases/ {
        alias /srv/cobalt-store-artifacts/;
    }
    location = /pages/faq.jsp {
        return 301 /docs/;
    }
    location = /pages/team.php {
        return 301 /docs/;
    }
    location = /pages/terms.htm {
        return 301 /privacy.html;
    }
    location = /pages/pricing.jsp {
        return 301 /privacy.html;
    }
    location = /pages/changelog.cfm {
        return 301 /docs/;
    }
    location = /terms {
        return 301 /privacy.html;
    }
    location ^~ /app-api/ {
        proxy_pass http://127.0.0.1:8373/;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
}
NGINX
nginx -t
