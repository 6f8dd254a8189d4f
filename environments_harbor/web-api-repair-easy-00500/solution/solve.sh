#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/shelfapi/main.py
+++ b/srv/shelfapi/main.py
@@ -132,5 +132,5 @@
     pages = math.ceil(total / per_page)

-    start = page * per_page
+    start = (page - 1) * per_page
     items = rows[start:start + per_page]

TG_PATCH
