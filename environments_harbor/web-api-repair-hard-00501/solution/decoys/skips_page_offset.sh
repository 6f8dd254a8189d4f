#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/deploy/nginx.conf.in
+++ b/srv/fleetapi/deploy/nginx.conf.in
@@ -21,5 +21,5 @@

     server {
-        listen 80;
+        listen 127.0.0.1:@LISTEN@;
         location = /404.html {
             root @ROOT@/deploy/html;
--- a/srv/fleetapi/server.js
+++ b/srv/fleetapi/server.js
@@ -116,5 +116,5 @@
   rows = rows.filter((r) => keep(r, query, lo, hi));
   const total = rows.length;
-  const pages = Math.floor(total / perPage);
+  const pages = Math.ceil(total / perPage);

   const start = page * perPage;
TG_PATCH
