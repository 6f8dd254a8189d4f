#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/app.py
+++ b/srv/fleetapi/app.py
@@ -106,7 +106,7 @@
     if CAT in args and r[CAT] != args[CAT]:
         return False
-    if lo is not None and r[NUM] <= lo:
-        return False
-    if hi is not None and r[NUM] >= hi:
+    if lo is not None and r[NUM] < lo:
+        return False
+    if hi is not None and r[NUM] > hi:
         return False
     return True
@@ -249,4 +249,8 @@


+@app.errorhandler(404)
+def no_route(e):
+    return send(404, {"error": {"code": "not_found", "message": "no such resource"}})
+
 @app.before_request
 def before():
TG_PATCH
