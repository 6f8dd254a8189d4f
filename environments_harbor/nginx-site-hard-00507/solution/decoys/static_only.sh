#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/lumen-status.conf <<'NGINX'
server {
    listen 8340;
    server_name lumen.hooli.internal;
    root /var/www/lumen-status/public;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt 739fkfjg 'falcon-prism-73')
printf '%s:%s\n' 'editor6' "$hash" > /etc/nginx/conf.d/lumen-status.htpasswd
chmod 644 /etc/nginx/conf.d/lumen-status.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/oldsite-hooli.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/oldsite-hooli.conf
nginx -t
