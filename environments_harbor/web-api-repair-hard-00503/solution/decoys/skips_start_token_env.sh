#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/stockroom/app.py
+++ b/srv/stockroom/app.py
@@ -126,5 +126,5 @@
     rows.sort(key=lambda r: r["id"])
     if sort:
-        rows.sort(key=lambda r: r[field])
+        rows.sort(key=lambda r: r[field], reverse=desc)
     rows = [r for r in rows if keep(r, args, lo, hi)]
     total = len(rows)
@@ -151,5 +151,9 @@

 def not_modified(header, etag):
-    return False
+    if not header:
+        return False
+    if header.strip() == "*":
+        return True
+    return etag in [t.strip().removeprefix("W/") for t in header.split(",")]


@@ -164,5 +168,6 @@
 # ---- writes -------------------------------------------------------------------------------------------------------
 def authorize(header):
-    if not (header or "").strip():
+    scheme, _, cred = (header or "").strip().partition(" ")
+    if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
         raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)

TG_PATCH
