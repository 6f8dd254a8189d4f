#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/app.py
+++ b/srv/eventdesk/app.py
@@ -131,5 +131,5 @@
     pages = math.ceil(total / per_page)

-    start = page * per_page
+    start = (page - 1) * per_page
     items = rows[start:start + per_page]

@@ -151,5 +151,5 @@

 def not_modified(header, etag):
-    return False
+    return header == etag


TG_PATCH
