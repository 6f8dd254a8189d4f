#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/app.py
+++ b/srv/fleetapi/app.py
@@ -106,5 +106,5 @@
     if CAT in args and r[CAT] != args[CAT]:
         return False
-    if lo is not None and r[NUM] <= lo:
+    if lo is not None and r[NUM] < lo:
         return False
     if hi is not None and r[NUM] >= hi:
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
TG_PATCH
