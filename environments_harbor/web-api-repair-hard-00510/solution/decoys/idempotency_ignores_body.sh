#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/app.py
+++ b/srv/eventdesk/app.py
@@ -201,5 +201,6 @@

 def check_unique(key):
-    return None
+    if any(r[KEY].lower() == key.lower() for r in STORE.values()):
+        raise ApiError(409, "conflict", f"{KEY} {key} is already taken")


@@ -207,4 +208,7 @@
     authorize(headers.get("Authorization"))
     key = headers.get("Idempotency-Key")
+    if key is not None and key in REPLAYS:
+        first, rec = REPLAYS[key]
+        return 201, rec, {"Location": f"/api/{COLL}/{rec['id']}", "Idempotent-Replayed": "true"}
     body = parse_body(raw)
     validate(body)
@@ -214,4 +218,6 @@
         NEXT_ID[0] += 1
         STORE[rec["id"]] = rec
+        if key is not None:
+            REPLAYS[key] = (raw, rec)
     return 201, rec, {"Location": f"/api/{COLL}/{rec['id']}"}

--- a/srv/eventdesk/deploy/nginx.conf.in
+++ b/srv/eventdesk/deploy/nginx.conf.in
@@ -28,5 +28,5 @@

         location /api/ {
-            proxy_pass http://app/;
+            proxy_pass http://app;
             proxy_set_header Host $host;
         }
--- a/srv/eventdesk/start.sh
+++ b/srv/eventdesk/start.sh
@@ -7,4 +7,4 @@
 RUN="$(mktemp -d "${TMPDIR:-/tmp}/eventdesk.XXXXXX")"
 sed -e "s|@LISTEN@|$HTTP_PORT|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
-gunicorn --workers 1 --threads 4 --bind 127.0.0.1:9711 --access-logfile - app:application &
+gunicorn --workers 1 --threads 4 --bind 127.0.0.1:9711 --access-logfile - app:app &
 exec nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon off;'
TG_PATCH
