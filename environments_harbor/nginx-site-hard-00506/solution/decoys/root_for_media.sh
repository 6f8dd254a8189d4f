#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/tundra-support.conf <<'NGINX'
server {
    listen 8608;
    server_name tundra.vandelay.internal;
    root /srv/www/tundra-support;
    index index.html;
    error_page 404 /errors/404.html;
    location = /_health {
        default_type text/plain;
        return 200 "ok\n";
    }
    location ^~ /_private/ {
        deny all;
    }
    location ^~ /static/ {
        add_header Cache-Control "public, max-age=600";
    }
    location = /web/press {
        return 301 /status.html$is_args$args;
    }
    location = /web/roadmap.htm {
        return 301 /status.html$is_args$args;
    }
    location = /web/changelog.cfm {
        return 301 /kb/$is_args$args;
    }
    location = /web/pricing.asp {
        return 301 /contact.html$is_args$args;
    }
    location = /web/contact.asp {
        return 301 /about.html$is_args$args;
    }
    location = /web/partners.php {
        return 301 /contact.html$is_args$args;
    }
    location = /status {
        return 301 /terms.html$is_args$args;
    }
    location ^~ /api/ {
        proxy_pass http://127.0.0.1:8072/;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Real-IP $remote_addr;
        client_max_body_size 6m;
    }
    location ^~ /admin/ {
        auth_basic "tundra-support admin";
        auth_basic_user_file /etc/nginx/conf.d/tundra-support.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt fwsjgzra 'river-juniper-92')
printf '%s:%s\n' 'ops8' "$hash" > /etc/nginx/conf.d/tundra-support.htpasswd
chmod 644 /etc/nginx/conf.d/tundra-support.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/oldsite-vandelay.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/oldsite-vandelay.conf
nginx -t
