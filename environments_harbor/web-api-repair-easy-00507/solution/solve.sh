#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/shelfapi/app.py
+++ b/srv/shelfapi/app.py
@@ -127,4 +127,5 @@
     if sort:
         rows.sort(key=lambda r: r[field], reverse=desc)
+    rows = [r for r in rows if keep(r, args, lo, hi)]
     total = len(rows)
     pages = math.ceil(total / per_page)
@@ -133,5 +134,4 @@
     items = rows[start:start + per_page]

-    items = [r for r in items if keep(r, args, lo, hi)]
     return {"items": items, "page": page, "per_page": per_page, "total": total, "pages": pages}

TG_PATCH
