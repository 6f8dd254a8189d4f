#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/server.js
+++ b/srv/eventdesk/server.js
@@ -248,4 +248,12 @@
 record.get(handle((req, get) => getRecord(req.params.rid, get)));
 record.delete(handle((req, get) => remove(req.params.rid, get)));
+const methodNotAllowed = handle((req) => {
+  throw new ApiError(405, 'method_not_allowed', `${req.method} is not allowed here`);
+});
+collection.all(methodNotAllowed);
+record.all(methodNotAllowed);
+app.use(handle(() => {
+  throw new ApiError(404, 'not_found', 'no such resource');
+}));
 const PORT = Number(process.env.HTTP_PORT);
 app.listen(PORT, '127.0.0.1', () => console.log(`eventdesk listening on 127.0.0.1:${PORT}`));
TG_PATCH
