#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/tundra-support.conf <<'NGINX'
server {
    listen 8397;
    server_name tundra.cyberdyne.internal;
    root /var/www/tundra-support/public;
    index index.html;
    error_page 404 /pages/errors/404.html;
    location = /-/health {
        default_type text/plain;
        return 200 "pong tundra-support\n";
    }
    location ^~ /internal/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=7200";
    }
    location ^~ /media/ {
        alias /data/media/;
    }
    location = /old/support.jsp {
        return 301 /roadmap.html$is_args$args;
    }
    location = /old/pricing.cfm {
        return 301 /changelog.html$is_args$args;
    }
    location = /old/about {
        return 301 /careers.html$is_args$args;
    }
    location = /old/contact.jsp {
        return 301 /docs/$is_args$args;
    }
    location = /changelog {
        return 301 /changelog.html$is_args$args;
    }
    location ^~ /app-api/ {
        proxy_pass http://127.0.0.1:8431/;
        client_max_body_size 4m;
    }
    location ^~ /console/ {
        auth_basic "tundra-support console";
        auth_basic_user_file /etc/nginx/conf.d/tundra-support.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt c8twcefq 'falcon-granite-10')
printf '%s:%s\n' 'auditor9' "$hash" > /etc/nginx/conf.d/tundra-support.htpasswd
chmod 644 /etc/nginx/conf.d/tundra-support.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/legacy-cyberdyne.conf
grep -q 'add_header X-Site-Origin' /etc/nginx/conf.d/legacy-cyberdyne.conf
nginx -t
