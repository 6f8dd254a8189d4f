#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/shelfapi/deploy/nginx.conf.in
+++ b/srv/shelfapi/deploy/nginx.conf.in
@@ -21,5 +21,5 @@

     server {
-        listen 80;
+        listen 127.0.0.1:@LISTEN@;
         location = /404.html {
             root @ROOT@/deploy/html;
@@ -28,5 +28,5 @@

         location /api/ {
-            proxy_pass http://app/;
+            proxy_pass http://app;
             proxy_set_header Host $host;
         }
--- a/srv/shelfapi/main.py
+++ b/srv/shelfapi/main.py
@@ -175,5 +175,11 @@

 def parse_body(raw):
-    return json.loads(raw)
+    try:
+        body = json.loads(raw)
+    except ValueError:
+        body = None
+    if not isinstance(body, dict):
+        raise ApiError(400, "bad_json", "the body must be a JSON object")
+    return body


TG_PATCH
