#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/maple-careers.conf <<'NGINX'
server {
    listen 8435;
    server_name maple.tyrell.internal;
    root /var/www/maple-careers/public;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt pkrdbsbp 'beacon-granite-54')
printf '%s:%s\n' 'ops2' "$hash" > /etc/nginx/conf.d/maple-careers.htpasswd
chmod 644 /etc/nginx/conf.d/maple-careers.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/archive-tyrell.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/archive-tyrell.conf
nginx -t
