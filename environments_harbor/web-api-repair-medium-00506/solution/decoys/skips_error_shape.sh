#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/server.js
+++ b/srv/eventdesk/server.js
@@ -156,5 +156,14 @@

 function parseBody(raw) {
-  return JSON.parse(raw);
+  let body;
+  try {
+    body = JSON.parse(raw);
+  } catch (e) {
+    body = undefined;
+  }
+  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
+    throw new ApiError(400, 'bad_json', 'the body must be a JSON object');
+  }
+  return body;
 }

TG_PATCH
