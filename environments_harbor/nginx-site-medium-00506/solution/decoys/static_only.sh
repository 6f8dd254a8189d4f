#!/bin/bash
set -euo pipefail
mkdir -p /etc/nginx/conf.d
cat > /etc/nginx/conf.d/ember-press.conf <<'NGINX'
server {
    listen 8289;
    server_name ember.gringotts.internal;
    root /srv/sites/ember-press/current;
    index index.html;
}
NGINX
nginx -t
