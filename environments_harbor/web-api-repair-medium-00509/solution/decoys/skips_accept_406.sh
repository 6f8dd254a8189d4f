#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/app.py
+++ b/srv/fleetapi/app.py
@@ -150,10 +150,17 @@
 # ---- writes -------------------------------------------------------------------------------------------------------
 def authorize(header):
-    if not TOKEN or not (header or "").startswith("Bearer ") or header[7:].strip() != TOKEN:
+    scheme, _, cred = (header or "").strip().partition(" ")
+    if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
         raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)


 def parse_body(raw):
-    return json.loads(raw)
+    try:
+        body = json.loads(raw)
+    except ValueError:
+        body = None
+    if not isinstance(body, dict):
+        raise ApiError(400, "bad_json", "the body must be a JSON object")
+    return body


TG_PATCH
