#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/orchid-portal.conf <<'NGINX'
server {
    listen 8471;
    server_name orchid.umbrella.internal;
    root /srv/www/orchid-portal;
    index index.html;
    error_page 404 /errors/404.html;
    location = /_health {
        default_type text/plain;
        return 200 "healthy\n";
    }
    location ^~ /_private/ {
        deny all;
    }
    location ^~ /static/ {
        add_header Cache-Control "public, max-age=7200";
    }
    location ^~ /downloads/ {
        alias /srv/share/downloads/;
    }
    location = /legacy/faq.asp {
        return 301 /changelog.html$is_args$args;
    }
    location = /legacy/support.htm {
        return 301 /careers.html$is_args$args;
    }
    location = /legacy/roadmap {
        return 301 /careers.html$is_args$args;
    }
    location = /legacy/press.jsp {
        return 301 /changelog.html$is_args$args;
    }
    location = /legacy/careers.htm {
        return 301 /kb/$is_args$args;
    }
    location = /team {
        return 301 /kb/$is_args$args;
    }
    location ^~ /rpc/ {
        proxy_pass http://127.0.0.1:8643/;
    }
}
NGINX
nginx -t
