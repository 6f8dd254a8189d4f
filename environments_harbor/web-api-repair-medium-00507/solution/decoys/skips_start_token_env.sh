#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/server.js
+++ b/srv/roomdesk/server.js
@@ -112,5 +112,5 @@
   rows.sort((a, b) => a.id - b.id);
   if (sort) {
-    rows.sort((a, b) => cmp(a[field], b[field]));
+    rows.sort((a, b) => (desc ? cmp(b[field], a[field]) : cmp(a[field], b[field])));
   }
   rows = rows.filter((r) => keep(r, query, lo, hi));
@@ -190,5 +190,7 @@

 function checkUnique(key) {
-  return null;
+  for (const r of STORE.values()) {
+    if (r[KEY].toLowerCase() === key.toLowerCase()) throw new ApiError(409, 'conflict', `${KEY} ${key} is already taken`);
+  }
 }

TG_PATCH
