#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/app.py
+++ b/srv/fleetapi/app.py
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
TG_PATCH
