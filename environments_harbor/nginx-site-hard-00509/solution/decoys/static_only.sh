#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/birch-intranet.conf <<'NGINX'
server {
    listen 8243;
    server_name birch.tyrell.internal;
    root /opt/birch-intranet/htdocs;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt xkgfxaa6 'ember-lantern-10')
printf '%s:%s\n' 'auditor2' "$hash" > /etc/nginx/conf.d/birch-intranet.htpasswd
chmod 644 /etc/nginx/conf.d/birch-intranet.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/oldsite-tyrell.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/oldsite-tyrell.conf
nginx -t
