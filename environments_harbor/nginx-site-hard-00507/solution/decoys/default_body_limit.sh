#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/lumen-status.conf <<'NGINX'
server {
    listen 8340;
    server_name lumen.hooli.internal;
    root /var/www/lumen-status/public;
    index index.html;
    error_page 404 /static-errors/404.html;
    location = /lb-check {
        default_type text/plain;
        return 200 "ok\n";
    }
    location ^~ /tmp/ {
        deny all;
    }
    location ^~ /assets/ {
        add_header Cache-Control "public, max-age=3600";
    }
    location ^~ /media/ {
        alias /srv/lumen-status-artifacts/;
    }
    location = /old/contact.htm {
        return 301 /team.html$is_args$args;
    }
    location = /old/roadmap.cfm {
        return 301 /team.html$is_args$args;
    }
    location = /old/status.asp {
        return 301 /roadmap.html$is_args$args;
    }
    location = /old/faq {
        return 301 /roadmap.html$is_args$args;
    }
    location = /old/pricing.jsp {
        return 301 /roadmap.html$is_args$args;
    }
    location = /old/community.jsp {
        return 301 /press.html$is_args$args;
    }
    location = /team {
        return 301 /help/$is_args$args;
    }
    location ^~ /app-api/ {
        proxy_pass http://127.0.0.1:8455/;
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Real-IP $remote_addr;
    }
    location ^~ /manage/ {
        auth_basic "lumen-status manage";
        auth_basic_user_file /etc/nginx/conf.d/lumen-status.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt 739fkfjg 'falcon-prism-73')
printf '%s:%s\n' 'editor6' "$hash" > /etc/nginx/conf.d/lumen-status.htpasswd
chmod 644 /etc/nginx/conf.d/lumen-status.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/oldsite-hooli.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/oldsite-hooli.conf
nginx -t
