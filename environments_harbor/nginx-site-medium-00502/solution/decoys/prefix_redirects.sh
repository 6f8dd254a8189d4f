#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/solstice-blog.conf <<'NGINX'
server {
    listen 8412;
    server_name solstice.wonka.internal;
    root /var/www/solstice-blog/public;
    index index.html;
    error_page 404 /_errors/404.html;
    location = /healthz {
        default_type text/plain;
        return 200 "pong\n";
    }
    location ^~ /_private/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=604800";
    }
    location ^~ /dist/ {
        alias /data/dist/;
    }
    location /old/faq {
        return 301 /privacy.html$is_args$args;
    }
    location /old/contact.asp {
        return 301 /changelog.html$is_args$args;
    }
    location /old/support.cfm {
        return 301 /partners.html$is_args$args;
    }
    location /old/careers.php {
        return 301 /help/$is_args$args;
    }
    location /changelog {
        return 301 /partners.html$is_args$args;
    }
    location ^~ /api/ {
        proxy_pass http://127.0.0.1:8885/;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
}
NGINX
nginx -t
