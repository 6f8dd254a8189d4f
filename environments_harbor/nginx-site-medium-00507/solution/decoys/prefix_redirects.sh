#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/saffron-menu.conf <<'NGINX'
server {
    listen 8898;
    server_name saffron-menu.umbrella.internal;
    root /var/www/html/saffron-menu;
    index index.html;
    error_page 404 /pages/errors/404.html;
    location = /_health {
        default_type text/plain;
        return 200 "alive\n";
    }
    location ^~ /_private/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=600";
    }
    location ^~ /releases/ {
        alias /mnt/nas/saffron-menu-releases/;
    }
    location /old/security.htm {
        return 301 /help/$is_args$args;
    }
    location /old/community {
        return 301 /privacy.html$is_args$args;
    }
    location /old/about {
        return 301 /privacy.html$is_args$args;
    }
    location /old/support {
        return 301 /privacy.html$is_args$args;
    }
    location /support {
        return 301 /support.html$is_args$args;
    }
    location ^~ /svc/ {
        proxy_pass http://127.0.0.1:8648/;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
NGINX
nginx -t
