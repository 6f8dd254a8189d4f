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
@@ -32,5 +32,4 @@
             proxy_pass http://app;
             proxy_set_header Host $host;
-            proxy_set_header X-Client-Id $remote_addr;
         }

TG_PATCH
