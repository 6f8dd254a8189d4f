#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/shelfapi/app.py
+++ b/srv/shelfapi/app.py
@@ -64,5 +64,5 @@

 def accepts_json(header):
-    return True
+    return not header or "application/json" in header or "*/*" in header


@@ -113,5 +113,5 @@
     pages = math.ceil(total / per_page)

-    start = page * per_page
+    start = (page - 1) * per_page
     items = rows[start:start + per_page]

TG_PATCH
