#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/deploy/nginx.conf.in
+++ b/srv/eventdesk/deploy/nginx.conf.in
@@ -17,11 +17,9 @@
     scgi_temp_path scgi;
     upstream app {
-        server 127.0.0.1:9938;
+        server 127.0.0.1:9838;
     }

     server {
         listen 127.0.0.1:@LISTEN@;
-        proxy_intercept_errors on;
-        error_page 404 /404.html;
         location = /404.html {
             root @ROOT@/deploy/html;
--- a/srv/eventdesk/main.py
+++ b/srv/eventdesk/main.py
@@ -202,5 +202,6 @@

 def check_unique(key):
-    return None
+    if any(r[KEY].lower() == key.lower() for r in STORE.values()):
+        raise ApiError(409, "conflict", f"{KEY} {key} is already taken")


@@ -208,4 +209,9 @@
     authorize(headers.get("Authorization"))
     key = headers.get("Idempotency-Key")
+    if key is not None and key in REPLAYS:
+        first, rec = REPLAYS[key]
+        if first != raw:
+            raise ApiError(422, "idempotency_mismatch", "this Idempotency-Key was used with another body")
+        return 201, rec, {"Location": f"/api/{COLL}/{rec['id']}", "Idempotent-Replayed": "true"}
     body = parse_body(raw)
     validate(body)
@@ -215,4 +221,6 @@
         NEXT_ID[0] += 1
         STORE[rec["id"]] = rec
+        if key is not None:
+            REPLAYS[key] = (raw, rec)
     return 201, rec, {"Location": f"/api/{COLL}/{rec['id']}"}

TG_PATCH
