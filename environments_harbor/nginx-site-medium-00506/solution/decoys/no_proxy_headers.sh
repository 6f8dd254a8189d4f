#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/ember-press.conf <<'NGINX'
server {
    listen 8289;
    server_name ember.gringotts.internal;
    root /srv/sites/ember-press/current;
    index index.html;
    error_page 404 /_errors/404.html;
    location = /status/ping {
        default_type text/plain;
        return 200 "healthy\n";
    }
    location ^~ /backup/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=31536000";
    }
    location ^~ /releases/ {
        alias /data/releases/;
    }
    location = /old/support.jsp {
        return 301 /guides/$is_args$args;
    }
    location = /old/faq.jsp {
        return 301 /press.html$is_args$args;
    }
    location = /old/status.cfm {
        return 301 /guides/$is_args$args;
    }
    location = /old/partners.php {
        return 301 /guides/$is_args$args;
    }
    location = /old/pricing.asp {
        return 301 /press.html$is_args$args;
    }
    location = /old/terms {
        return 301 /press.html$is_args$args;
    }
    location = /changelog {
        return 301 /contact.html$is_args$args;
    }
    location ^~ /svc/ {
        proxy_pass http://127.0.0.1:8175/;
    }
}
NGINX
nginx -t
