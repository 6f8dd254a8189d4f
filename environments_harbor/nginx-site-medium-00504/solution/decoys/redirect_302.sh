#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/quarry-wiki.conf <<'NGINX'
server {
    listen 8132;
    server_name quarry-wiki.acme.internal;
    root /opt/quarry-wiki/htdocs;
    index index.html;
    error_page 404 /_errors/404.html;
    location = /healthz {
        default_type text/plain;
        return 200 "pong quarry-wiki\n";
    }
    location ^~ /drafts/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=604800";
    }
    location ^~ /dist/ {
        alias /mnt/nas/quarry-wiki-dist/;
    }
    location = /legacy/about.asp {
        return 302 /careers.html$is_args$args;
    }
    location = /legacy/terms.asp {
        return 302 /roadmap.html$is_args$args;
    }
    location = /legacy/support.asp {
        return 302 /team.html$is_args$args;
    }
    location = /legacy/contact.php {
        return 302 /careers.html$is_args$args;
    }
    location = /legacy/faq {
        return 302 /roadmap.html$is_args$args;
    }
    location = /roadmap {
        return 302 /docs/$is_args$args;
    }
    location ^~ /api/ {
        proxy_pass http://127.0.0.1:8637/;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
    }
}
NGINX
nginx -t
