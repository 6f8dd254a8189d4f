#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/main.py
+++ b/srv/eventdesk/main.py
@@ -170,5 +170,5 @@
 def authorize(header):
     scheme, _, cred = (header or "").strip().partition(" ")
-    if not TOKEN or scheme.lower() != "bearer" or cred.strip().lower() != TOKEN.lower():
+    if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
         raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)

TG_PATCH
