#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/app.py
+++ b/srv/roomdesk/app.py
@@ -106,7 +106,7 @@
     if CAT in args and r[CAT] != args[CAT]:
         return False
-    if lo is not None and r[NUM] <= lo:
-        return False
-    if hi is not None and r[NUM] >= hi:
+    if lo is not None and r[NUM] < lo:
+        return False
+    if hi is not None and r[NUM] > hi:
         return False
     return True
@@ -129,5 +129,5 @@
     rows = [r for r in rows if keep(r, args, lo, hi)]
     total = len(rows)
-    pages = total // per_page
+    pages = math.ceil(total / per_page)

     start = (page - 1) * per_page
TG_PATCH
