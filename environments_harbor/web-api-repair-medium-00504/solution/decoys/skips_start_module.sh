#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/main.py
+++ b/srv/roomdesk/main.py
@@ -175,5 +175,11 @@

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
