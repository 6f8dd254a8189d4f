#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/deploy/nginx.conf.in
+++ b/srv/roomdesk/deploy/nginx.conf.in
@@ -21,5 +21,5 @@

     server {
-        listen 80;
+        listen 127.0.0.1:@LISTEN@;
         location = /404.html {
             root @ROOT@/deploy/html;
@@ -30,5 +30,4 @@
             proxy_pass http://app;
             proxy_set_header Host $host;
-            proxy_set_header X-Client-Id $remote_addr;
         }

--- a/srv/roomdesk/server.js
+++ b/srv/roomdesk/server.js
@@ -156,5 +156,14 @@

 function parseBody(raw) {
-  return JSON.parse(raw);
+  let body;
+  try {
+    body = JSON.parse(raw);
+  } catch (e) {
+    body = undefined;
+  }
+  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
+    throw new ApiError(400, 'bad_json', 'the body must be a JSON object');
+  }
+  return body;
 }

TG_PATCH
