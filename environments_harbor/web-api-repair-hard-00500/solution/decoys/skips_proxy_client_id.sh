#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/app.py
+++ b/srv/roomdesk/app.py
@@ -249,4 +249,13 @@


+@app.errorhandler(404)
+def no_route(e):
+    return send(404, {"error": {"code": "not_found", "message": "no such resource"}})
+
+
+@app.errorhandler(405)
+def no_method(e):
+    return send(405, {"error": {"code": "method_not_allowed", "message": f"{request.method} is not allowed here"}})
+
 @app.before_request
 def before():
--- a/srv/roomdesk/deploy/nginx.conf.in
+++ b/srv/roomdesk/deploy/nginx.conf.in
@@ -22,6 +22,4 @@
     server {
         listen 127.0.0.1:@LISTEN@;
-        proxy_intercept_errors on;
-        error_page 404 /404.html;
         location = /404.html {
             root @ROOT@/deploy/html;
TG_PATCH
