#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/maple-careers.conf <<'NGINX'
server {
    listen 8435;
    server_name maple.tyrell.internal;
    root /var/www/maple-careers/public;
    index index.html;
    error_page 404 /static-errors/404.html;
    location = /ping {
        default_type text/plain;
        return 200 "alive\n";
    }
    location ^~ /backup/ {
        deny all;
    }
    location ^~ /static/ {
        add_header Cache-Control "public, max-age=7200";
    }
    location ^~ /files/ {
        alias /mnt/nas/maple-careers-files/;
    }
    location = /old/careers {
        return 301 /team.html$is_args$args;
    }
    location = /old/pricing {
        return 301 /privacy.html$is_args$args;
    }
    location = /old/roadmap.jsp {
        return 301 /status.html$is_args$args;
    }
    location = /old/security {
        return 301 /privacy.html$is_args$args;
    }
    location = /status {
        return 301 /guides/$is_args$args;
    }
    location ^~ /backend/ {
        proxy_pass http://127.0.0.1:8433;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        client_max_body_size 12m;
    }
    location ^~ /admin/ {
        auth_basic "maple-careers admin";
        auth_basic_user_file /etc/nginx/conf.d/maple-careers.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt pkrdbsbp 'beacon-granite-54')
printf '%s:%s\n' 'ops2' "$hash" > /etc/nginx/conf.d/maple-careers.htpasswd
chmod 644 /etc/nginx/conf.d/maple-careers.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/archive-tyrell.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/archive-tyrell.conf
nginx -t
