#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/pylon-partners.conf <<'NGINX'
server {
    listen 8676;
    server_name pylon-partners.globex.internal;
    root /opt/pylon-partners/htdocs;
    index index.html;
}
NGINX
hash=$(openssl passwd -apr1 -salt djfnjtpj 'velvet-river-23')
printf '%s:%s\n' 'editor4' "$hash" > /etc/nginx/conf.d/pylon-partners.htpasswd
chmod 644 /etc/nginx/conf.d/pylon-partners.htpasswd
sed -i -E 's/^([[:space:]]*)more_set_headers "([^:]+): ([^"]*)";/\1add_header \2 "\3";/' /etc/nginx/conf.d/archive-globex.conf
grep -q 'add_header X-Served-By' /etc/nginx/conf.d/archive-globex.conf
nginx -t
