#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/tundra-support.conf <<'NGINX'
server {
    listen 8397;
    server_name tundra.cyberdyne.internal;
    root /var/www/tundra-support/public;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt c8twcefq 'falcon-granite-10')
printf '%s:%s\n' 'auditor9' "$hash" > /etc/nginx/conf.d/tundra-support.htpasswd
chmod 644 /etc/nginx/conf.d/tundra-support.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/legacy-cyberdyne.conf
grep -q 'add_header X-Site-Origin' /etc/nginx/conf.d/legacy-cyberdyne.conf
nginx -t
