#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/shelfapi/app.py
+++ b/srv/shelfapi/app.py
@@ -64,5 +64,23 @@

 def accepts_json(header):
-    return True
+    if not header or not header.strip():
+        return True
+    best = None  # (specificity, q) of the most specific media range that matches application/json
+    for part in header.split(","):
+        media, *params = [p.strip() for p in part.split(";")]
+        spec = {"application/json": 3, "application/*": 2, "*/*": 1}.get(media.lower())
+        if spec is None:
+            continue
+        q = 1.0
+        for p in params:
+            k, _, v = p.partition("=")
+            if k.strip().lower() == "q":
+                try:
+                    q = float(v)
+                except ValueError:
+                    q = 0.0
+        if best is None or spec > best[0]:
+            best = (spec, q)
+    return best is not None and best[1] > 0


@@ -113,6 +131,6 @@
     pages = math.ceil(total / per_page)

-    start = page * per_page
-    items = rows[start:start + per_page]
+    start = (page - 1) * per_page
+    items = rows[start:start + per_page - 1]

     return {"items": items, "page": page, "per_page": per_page, "total": total, "pages": pages}
TG_PATCH
