#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/server.js
+++ b/srv/fleetapi/server.js
@@ -92,5 +92,5 @@
 function keep(r, query, lo, hi) {
   if (query[CAT] !== undefined && r[CAT] !== query[CAT]) return false;
-  if (lo !== null && r[NUM] <= lo) return false;
+  if (lo !== null && r[NUM] < lo) return false;
   if (hi !== null && r[NUM] >= hi) return false;
   return true;
@@ -118,5 +118,5 @@
   const pages = Math.ceil(total / perPage);

-  const start = page * perPage;
+  const start = (page - 1) * perPage;
   let items = rows.slice(start, start + perPage);

TG_PATCH
