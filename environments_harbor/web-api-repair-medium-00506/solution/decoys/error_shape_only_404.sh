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

@@ -248,4 +257,7 @@
 record.get(handle((req, get) => getRecord(req.params.rid, get)));
 record.delete(handle((req, get) => remove(req.params.rid, get)));
+app.use(handle(() => {
+  throw new ApiError(404, 'not_found', 'no such resource');
+}));
 const PORT = Number(process.env.HTTP_PORT);
 app.listen(PORT, '127.0.0.1', () => console.log(`eventdesk listening on 127.0.0.1:${PORT}`));
TG_PATCH
