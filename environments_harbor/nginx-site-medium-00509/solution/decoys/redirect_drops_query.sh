#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/maple-careers.conf <<'NGINX'
server {
    listen 8652;
    server_name maple-careers.initech.internal;
    root /opt/maple-careers/htdocs;
    index index.html;
    error_page 404 /pages/errors/404.html;
    location = /-/health {
        default_type text/plain;
        return 200 "ok maple-careers\n";
    }
    location ^~ /internal/ {
        deny all;
    }
    location ^~ /res/ {
        add_header Cache-Control "public, max-age=7200";
    }
    location ^~ /releases/ {
        alias /srv/maple-careers-artifacts/;
    }
    location = /legacy/community.htm {
        return 301 /help/;
    }
    location = /legacy/team.cfm {
        return 301 /help/;
    }
    location = /legacy/pricing.jsp {
        return 301 /help/;
    }
    location = /legacy/partners.htm {
        return 301 /help/;
    }
    location = /status {
        return 301 /team.html;
    }
    location ^~ /api/ {
        proxy_pass http://127.0.0.1:8976;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
NGINX
nginx -t
