#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/pylon-partners.conf <<'NGINX'
server {
    listen 8053;
    server_name pylon.hooli.internal;
    root /srv/sites/pylon-partners/current;
    index index.html;
    error_page 404 /errors/404.html;
    location = /-/health {
        default_type text/plain;
        return 200 "healthy\n";
    }
    location ^~ /backup/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=604800";
    }
    location ^~ /releases/ {
        alias /data/releases/;
    }
    location = /site/partners.cfm {
        return 301 /security.html$is_args$args;
    }
    location = /site/roadmap.cfm {
        return 301 /changelog.html$is_args$args;
    }
    location = /site/community.jsp {
        return 301 /press.html$is_args$args;
    }
    location = /site/pricing.jsp {
        return 301 /help/$is_args$args;
    }
    location = /site/press.php {
        return 301 /security.html$is_args$args;
    }
    location = /press {
        return 301 /contact.html$is_args$args;
    }
    location ^~ /app-api/ {
        proxy_pass http://127.0.0.1:8782/;
        client_max_body_size 6m;
    }
    location ^~ /manage/ {
        auth_basic "pylon-partners manage";
        auth_basic_user_file /etc/nginx/conf.d/pylon-partners.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt ns6ftzwd 'granite-meadow-11')
printf '%s:%s\n' 'webmaster4' "$hash" > /etc/nginx/conf.d/pylon-partners.htpasswd
chmod 644 /etc/nginx/conf.d/pylon-partners.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/oldsite-hooli.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/oldsite-hooli.conf
nginx -t
