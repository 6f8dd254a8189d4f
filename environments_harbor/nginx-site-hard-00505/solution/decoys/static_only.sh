#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/pylon-partners.conf <<'NGINX'
server {
    listen 8251;
    server_name pylon-partners.umbrella.internal;
    root /var/www/pylon-partners/public;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt zb5sh4yt 'copper-copper-55')
printf '%s:%s\n' 'ops5' "$hash" > /etc/nginx/conf.d/pylon-partners.htpasswd
chmod 644 /etc/nginx/conf.d/pylon-partners.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/classic-umbrella.conf
grep -q 'add_header X-Backend' /etc/nginx/conf.d/classic-umbrella.conf
nginx -t
