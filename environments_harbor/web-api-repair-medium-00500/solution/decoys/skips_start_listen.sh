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
TG_PATCH
