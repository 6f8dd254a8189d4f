#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/shelfapi/main.py
+++ b/srv/shelfapi/main.py
@@ -132,6 +132,6 @@
     pages = math.ceil(total / per_page)

-    start = page * per_page
-    items = rows[start:start + per_page]
+    start = (page - 1) * per_page
+    items = rows[start:start + per_page - 1]

     return {"items": items, "page": page, "per_page": per_page, "total": total, "pages": pages}
TG_PATCH
