#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/nimbus-dev.conf <<'NGINX'
server {
    listen 8396;
    server_name nimbus.acme.internal;
    root /var/www/nimbus-dev/public;
    index index.html;
    error_page 404 /_errors/404.html;
    location = /_health {
        default_type text/plain;
        return 200 "alive nimbus-dev\n";
    }
    location ^~ /tmp/ {
        deny all;
    }
    location ^~ /res/ {
        add_header Cache-Control "public, max-age=31536000";
    }
    location ^~ /downloads/ {
        alias /srv/share/downloads/;
    }
    location /v1/partners.htm {
        return 301 /status.html$is_args$args;
    }
    location /v1/press.asp {
        return 301 /help/$is_args$args;
    }
    location /v1/changelog.htm {
        return 301 /help/$is_args$args;
    }
    location /v1/contact.cfm {
        return 301 /status.html$is_args$args;
    }
    location /faq {
        return 301 /faq.html$is_args$args;
    }
    location ^~ /api/ {
        proxy_pass http://127.0.0.1:8696/;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        client_max_body_size 6m;
    }
    location ^~ /manage/ {
        auth_basic "nimbus-dev manage";
        auth_basic_user_file /etc/nginx/conf.d/nimbus-dev.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt vhgdhns6 'orbit-beacon-36')
printf '%s:%s\n' 'siteadmin5' "$hash" > /etc/nginx/conf.d/nimbus-dev.htpasswd
chmod 644 /etc/nginx/conf.d/nimbus-dev.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/archive-acme.conf
grep -q 'add_header X-Site-Origin' /etc/nginx/conf.d/archive-acme.conf
nginx -t
