#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/birch-intranet.conf <<'NGINX'
server {
    listen 8243;
    server_name birch.tyrell.internal;
    root /opt/birch-intranet/htdocs;
    index index.html;
    error_page 404 /pages/errors/404.html;
    location = /-/health {
        default_type text/plain;
        return 200 "pong\n";
    }
    location ^~ /drafts/ {
        deny all;
    }
    location ^~ /static/ {
        add_header Cache-Control "public, max-age=2592000";
    }
    location = /pages/roadmap.asp {
        return 301 /about.html$is_args$args;
    }
    location = /pages/security.htm {
        return 301 /guides/$is_args$args;
    }
    location = /pages/partners.jsp {
        return 301 /careers.html$is_args$args;
    }
    location = /pages/privacy.asp {
        return 301 /privacy.html$is_args$args;
    }
    location = /pages/careers.php {
        return 301 /privacy.html$is_args$args;
    }
    location = /pages/changelog.jsp {
        return 301 /partners.html$is_args$args;
    }
    location = /careers {
        return 301 /careers.html$is_args$args;
    }
    location ^~ /backend/ {
        proxy_pass http://127.0.0.1:8069/;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        client_max_body_size 6m;
    }
    location ^~ /stats/ {
        auth_basic "birch-intranet stats";
        auth_basic_user_file /etc/nginx/conf.d/birch-intranet.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt xkgfxaa6 'ember-lantern-10')
printf '%s:%s\n' 'auditor2' "$hash" > /etc/nginx/conf.d/birch-intranet.htpasswd
chmod 644 /etc/nginx/conf.d/birch-intranet.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/oldsite-tyrell.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/oldsite-tyrell.conf
nginx -t
