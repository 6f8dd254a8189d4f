#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/lumen-status.conf <<'NGINX'
server {
    listen 8020;
    server_name lumen-status.acme.internal;
    root /srv/sites/lumen-status/current;
    index index.html;
    error_page 404 /static-errors/404.html;
    location = /ping {
        default_type text/plain;
        return 200 "ok\n";
    }
    location ^~ /_private/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=600";
    }
    location ^~ /dist/ {
        alias /srv/share/dist/;
    }
    location = /web/changelog {
        return 301 /partners.html$is_args$args;
    }
    location = /web/team {
        return 301 /press.html$is_args$args;
    }
    location = /web/partners.jsp {
        return 301 /team.html$is_args$args;
    }
    location = /web/faq.cfm {
        return 301 /security.html$is_args$args;
    }
    location = /web/community.jsp {
        return 301 /guides/$is_args$args;
    }
    location = /web/privacy.php {
        return 301 /team.html$is_args$args;
    }
    location = /press {
        return 301 /partners.html$is_args$args;
    }
    location ^~ /svc/ {
        proxy_pass http://127.0.0.1:8652/;
    }
}
NGINX
nginx -t
