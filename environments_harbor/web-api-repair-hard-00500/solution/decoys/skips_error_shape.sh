#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/deploy/nginx.conf.in
+++ b/srv/roomdesk/deploy/nginx.conf.in
@@ -22,6 +22,4 @@
     server {
         listen 127.0.0.1:@LISTEN@;
-        proxy_intercept_errors on;
-        error_page 404 /404.html;
         location = /404.html {
             root @ROOT@/deploy/html;
@@ -32,5 +30,4 @@
             proxy_pass http://app;
             proxy_set_header Host $host;
-            proxy_set_header X-Client-Id $remote_addr;
         }

TG_PATCH
