#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/server.js
+++ b/srv/eventdesk/server.js
@@ -127,4 +127,5 @@
 function find(rid, method) {
   const rec = /^[0-9]{1,9}$/.test(rid) ? STORE.get(Number(rid)) : undefined;
+  if (rec === undefined) throw new ApiError(404, 'not_found', `no ${NOUN} with id ${rid}`);
   return rec;
 }
@@ -265,3 +266,3 @@
 }));
 const PORT = Number(process.env.LISTEN_PORT);
-app.listen(PORT, '10.24.0.12', () => console.log(`eventdesk listening on 127.0.0.1:${PORT}`));
+app.listen(PORT, '127.0.0.1', () => console.log(`eventdesk listening on 127.0.0.1:${PORT}`));
TG_PATCH
