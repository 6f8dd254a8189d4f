#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/pylon-partners.conf <<'NGINX'
server {
    listen 8676;
    server_name pylon-partners.globex.internal;
    root /opt/pylon-partners/htdocs;
    index index.html;
    error_page 404 /errors/404.html;
    location = /healthz {
        default_type text/plain;
        return 200 "pong\n";
    }
    location ^~ /backup/ {
        deny all;
    }
    location ^~ /bundle/ {
        add_header Cache-Control "public, max-age=3600";
    }
    location ^~ /releases/ {
        alias /mnt/nas/pylon-partners-releases/;
    }
    location = /site/community {
        return 301 /pricing.html$is_args$args;
    }
    location = /site/contact.cfm {
        return 301 /changelog.html$is_args$args;
    }
    location = /site/press {
        return 301 /pricing.html$is_args$args;
    }
    location = /site/team.htm {
        return 301 /changelog.html$is_args$args;
    }
    location = /site/roadmap.asp {
        return 301 /terms.html$is_args$args;
    }
    location = /site/pricing.jsp {
        return 301 /terms.html$is_args$args;
    }
    location = /terms {
        return 301 /pricing.html$is_args$args;
    }
    location ^~ /backend/ {
        proxy_pass http://127.0.0.1:8684/;
        client_max_body_size 12m;
    }
    location ^~ /admin/ {
        auth_basic "pylon-partners admin";
        auth_basic_user_file /etc/nginx/conf.d/pylon-partners.htpasswd;
    }
}
NGINX
hash=$(openssl passwd -apr1 -salt djfnjtpj 'velvet-river-23')
printf '%s:%s\n' 'editor4' "$hash" > /etc/nginx/conf.d/pylon-partners.htpasswd
chmod 644 /etc/nginx/conf.d/pylon-partners.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/archive-globex.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/archive-globex.conf
nginx -t
