#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/stockroom/deploy/nginx.conf.in
+++ b/srv/stockroom/deploy/nginx.conf.in
@@ -28,5 +28,5 @@

         location /api/ {
-            proxy_pass http://app/;
+            proxy_pass http://app;
             proxy_set_header Host $host;
         }
--- a/srv/stockroom/server.js
+++ b/srv/stockroom/server.js
@@ -44,8 +44,8 @@
 function rateLimit(client) {
   const now = performance.now() / 1000;
-  const hits = HITS.get('all') || [];
-  HITS.set('all', hits);
+  const hits = HITS.get(client) || [];
+  HITS.set(client, hits);
   while (hits.length && hits[0] <= now - RATE_WINDOW) hits.shift();
-  if (hits.length >= RATE_LIMIT) {
+  if (hits.length > RATE_LIMIT) {
     const retry = Math.max(1, Math.ceil(hits[0] + RATE_WINDOW - now));
     throw new ApiError(429, 'rate_limited', 'too many requests', null, { 'Retry-After': String(retry) });
@@ -127,4 +127,5 @@
 function find(rid, method) {
   const rec = /^[0-9]{1,9}$/.test(rid) ? STORE.get(Number(rid)) : undefined;
+  if (rec === undefined) throw new ApiError(404, 'not_found', `no ${NOUN} with id ${rid}`);
   return rec;
 }
--- a/srv/stockroom/start.sh
+++ b/srv/stockroom/start.sh
@@ -8,3 +8,3 @@
 sed -e "s|@LISTEN@|$LISTEN_PORT|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
 LISTEN_PORT=9468 node server.js &
-nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon on;'
+exec nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon off;'
TG_PATCH
