#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/nimbus-dev.conf <<'NGINX'
server {
    listen 8396;
    server_name nimbus.acme.internal;
    root /var/www/nimbus-dev/public;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt vhgdhns6 'orbit-beacon-36')
printf '%s:%s\n' 'siteadmin5' "$hash" > /etc/nginx/conf.d/nimbus-dev.htpasswd
chmod 644 /etc/nginx/conf.d/nimbus-dev.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/archive-acme.conf
grep -q 'add_header X-Site-Origin' /etc/nginx/conf.d/archive-acme.conf
nginx -t
