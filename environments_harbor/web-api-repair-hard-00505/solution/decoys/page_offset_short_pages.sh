#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/helpdesk/deploy/nginx.conf.in
+++ b/srv/helpdesk/deploy/nginx.conf.in
@@ -21,5 +21,5 @@

     server {
-        listen 80;
+        listen 127.0.0.1:@LISTEN@;
         location = /404.html {
             root @ROOT@/deploy/html;
--- a/srv/helpdesk/main.py
+++ b/srv/helpdesk/main.py
@@ -130,8 +130,8 @@
     rows = [r for r in rows if keep(r, args, lo, hi)]
     total = len(rows)
-    pages = total // per_page
-
-    start = page * per_page
-    items = rows[start:start + per_page]
+    pages = math.ceil(total / per_page)
+
+    start = (page - 1) * per_page
+    items = rows[start:start + per_page - 1]

     return {"items": items, "page": page, "per_page": per_page, "total": total, "pages": pages}
--- a/srv/helpdesk/start.sh
+++ b/srv/helpdesk/start.sh
@@ -7,4 +7,4 @@
 RUN="$(mktemp -d "${TMPDIR:-/tmp}/helpdesk.XXXXXX")"
 sed -e "s|@LISTEN@|$PORT|g" -e "s|@ROOT@|$PWD|g" deploy/nginx.conf.in > "$RUN/nginx.conf"
-uvicorn --host 127.0.0.1 --port 9417 --no-access-log main:api &
+uvicorn --host 127.0.0.1 --port 9417 --no-access-log main:app &
 exec nginx -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log" -g 'daemon off;'
TG_PATCH
