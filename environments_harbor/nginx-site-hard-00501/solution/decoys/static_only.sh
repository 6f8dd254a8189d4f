#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/pylon-partners.conf <<'NGINX'
server {
    listen 8053;
    server_name pylon.hooli.internal;
    root /srv/sites/pylon-partners/current;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt ns6ftzwd 'granite-meadow-11')
printf '%s:%s\n' 'webmaster4' "$hash" > /etc/nginx/conf.d/pylon-partners.htpasswd
chmod 644 /etc/nginx/conf.d/pylon-partners.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/oldsite-hooli.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/oldsite-hooli.conf
nginx -t
