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


@@ -182,4 +188,15 @@
         if f not in body:
             raise ApiError(422, "validation_failed", f"{f} is required", field=f)
+    for f in body:
+        if f not in FIELDS:
+            raise ApiError(422, "validation_failed", f"unknown field {f}", field=f)
+    if not isinstance(body[KEY], str) or not KEY_RE.fullmatch(body[KEY]):
+        raise ApiError(422, "validation_failed", f"{KEY} must be 3 to 24 letters, digits or -", field=KEY)
+    if not isinstance(body[NAME], str) or not body[NAME].strip() or len(body[NAME]) > NAME_MAX:
+        raise ApiError(422, "validation_failed", f"{NAME} must be 1 to {NAME_MAX} characters", field=NAME)
+    if body[CAT] not in CATEGORIES:
+        raise ApiError(422, "validation_failed", f"{CAT} must be one of " + ", ".join(CATEGORIES), field=CAT)
+    if not isinstance(body[NUM], int) or not NUM_RANGE[0] <= body[NUM] <= NUM_RANGE[1]:
+        raise ApiError(422, "validation_failed", f"{NUM} must be an integer in {NUM_RANGE}", field=NUM)


TG_PATCH
