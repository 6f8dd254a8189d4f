#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/helpdesk/main.py
+++ b/srv/helpdesk/main.py
@@ -250,4 +250,8 @@


+@app.exception_handler(404)
+async def no_route(request, e):
+    return send(404, {"error": {"code": "not_found", "message": "no such resource"}})
+
 @app.middleware("http")
 async def before(request, call_next):
TG_PATCH
