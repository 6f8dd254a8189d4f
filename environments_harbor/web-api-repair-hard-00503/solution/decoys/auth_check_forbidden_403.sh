#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/stockroom/app.py
+++ b/srv/stockroom/app.py
@@ -14,5 +14,5 @@
 HERE = os.path.dirname(os.path.abspath(__file__))
 DATA_FILE = os.path.join(HERE, "data", "items.json")
-TOKEN = os.environ.get("AUTH_TOKEN", "change-me")
+TOKEN = os.environ.get("API_TOKEN", "")
 COLL, NOUN = "items", "item"
 KEY, NAME, CAT, NUM = "sku", "name", "category", "quantity"
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


@@ -166,4 +170,7 @@
     if not (header or "").strip():
         raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)
+    scheme, _, cred = header.strip().partition(" ")
+    if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
+        raise ApiError(403, "forbidden", "this token may not write")


TG_PATCH
