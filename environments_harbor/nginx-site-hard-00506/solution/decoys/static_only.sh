#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/tundra-support.conf <<'NGINX'
server {
    listen 8608;
    server_name tundra.vandelay.internal;
    root /srv/www/tundra-support;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt fwsjgzra 'river-juniper-92')
printf '%s:%s\n' 'ops8' "$hash" > /etc/nginx/conf.d/tundra-support.htpasswd
chmod 644 /etc/nginx/conf.d/tundra-support.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/oldsite-vandelay.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/oldsite-vandelay.conf
nginx -t
