#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/quarry-wiki.conf <<'NGINX'
server {
    listen 8485;
    server_name quarry.tyrell.internal;
    root /var/www/html/quarry-wiki;
    index index.html;
    error_page 404 /errors/404.html;
    location = /_health {
        default_type text/plain;
        return 200 "ok quarry-wiki\n";
    }
    location ^~ /drafts/ {
        deny all;
    }
    location ^~ /res/ {
        add_header Cache-Control "public, max-age=604800";
    }
    location ^~ /files/ {
        alias /mnt/nas/quarry-wiki-files/;
    }
    location = /pages/partners.cfm {
        return 301 /status.html$is_args$args;
    }
    location = /pages/security.cfm {
        return 301 /support.html$is_args$args;
    }
    location = /pages/community.jsp {
        return 301 /docs/$is_args$args;
    }
    location = /pages/privacy.htm {
        return 301 /security.html$is_args$args;
    }
    location = /support {
        return 301 /security.html$is_args$args;
    }
    location ^~ /api/ {
        proxy_pass http://127.0.0.1:8438/;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        client_max_body_size 12m;
    }
    location ^~ /console/ {
        auth_basic "quarry-wiki console";
        auth_basic_user_file /etc/nginx/conf.d/quarry-wiki.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt x3mupga8 'saddle-river-64')
printf '%s:%s\n' 'auditor3' "$hash" > /etc/nginx/conf.d/quarry-wiki.htpasswd
chmod 644 /etc/nginx/conf.d/quarry-wiki.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/classic-tyrell.conf
grep -q 'add_header X-Backend' /etc/nginx/conf.d/classic-tyrell.conf
nginx -t
