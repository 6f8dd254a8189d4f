#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/server.js
+++ b/srv/fleetapi/server.js
@@ -92,6 +92,6 @@
 function keep(r, query, lo, hi) {
   if (query[CAT] !== undefined && r[CAT] !== query[CAT]) return false;
-  if (lo !== null && r[NUM] <= lo) return false;
-  if (hi !== null && r[NUM] >= hi) return false;
+  if (lo !== null && r[NUM] < lo) return false;
+  if (hi !== null && r[NUM] > hi) return false;
   return true;
 }
TG_PATCH
