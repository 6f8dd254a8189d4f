#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/helpdesk/main.py
+++ b/srv/helpdesk/main.py
@@ -250,4 +250,13 @@


+@app.exception_handler(404)
+async def no_route(request, e):
+    return send(404, {"error": {"code": "not_found", "message": "no such resource"}})
+
+
+@app.exception_handler(405)
+async def no_method(request, e):
+    return send(405, {"error": {"code": "method_not_allowed", "message": f"{request.method} is not allowed here"}})
+
 @app.middleware("http")
 async def before(request, call_next):
TG_PATCH
