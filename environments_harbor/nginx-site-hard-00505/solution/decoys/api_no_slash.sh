#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/pylon-partners.conf <<'NGINX'
server {
    listen 8251;
    server_name pylon-partners.umbrella.internal;
    root /var/www/pylon-partners/public;
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
        add_header Cache-Control "public, max-age=3600";
    }
    location ^~ /files/ {
        alias /srv/pylon-partners-artifacts/;
    }
    location = /pages/team {
        return 301 /status.html$is_args$args;
    }
    location = /pages/privacy.htm {
        return 301 /changelog.html$is_args$args;
    }
    location = /pages/faq.asp {
        return 301 /status.html$is_args$args;
    }
    location = /pages/partners.asp {
        return 301 /community.html$is_args$args;
    }
    location = /pages/pricing.cfm {
        return 301 /community.html$is_args$args;
    }
    location = /pages/status {
        return 301 /pricing.html$is_args$args;
    }
    location = /changelog {
        return 301 /status.html$is_args$args;
    }
    location /svc {
        proxy_pass http://127.0.0.1:8142;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        client_max_body_size 6m;
    }
    location ^~ /manage/ {
        auth_basic "pylon-partners manage";
        auth_basic_user_file /etc/nginx/conf.d/pylon-partners.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt zb5sh4yt 'copper-copper-55')
printf '%s:%s\n' 'ops5' "$hash" > /etc/nginx/conf.d/pylon-partners.htpasswd
chmod 644 /etc/nginx/conf.d/pylon-partners.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/classic-umbrella.conf
grep -q 'add_header X-Backend' /etc/nginx/conf.d/classic-umbrella.conf
nginx -t
