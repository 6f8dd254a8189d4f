#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/quarry-wiki.conf <<'NGINX'
server {
    listen 8485;
    server_name quarry.tyrell.internal;
    root /var/www/html/quarry-wiki;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt x3mupga8 'saddle-river-64')
printf '%s:%s\n' 'auditor3' "$hash" > /etc/nginx/conf.d/quarry-wiki.htpasswd
chmod 644 /etc/nginx/conf.d/quarry-wiki.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/classic-tyrell.conf
grep -q 'add_header X-Backend' /etc/nginx/conf.d/classic-tyrell.conf
nginx -t
