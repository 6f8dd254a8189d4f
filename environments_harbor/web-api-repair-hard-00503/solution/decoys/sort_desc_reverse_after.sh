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
@@ -127,4 +127,6 @@
     if sort:
         rows.sort(key=lambda r: r[field])
+        if desc:
+            rows.reverse()
     rows = [r for r in rows if keep(r, args, lo, hi)]
     total = len(rows)
@@ -151,5 +153,9 @@

 def not_modified(header, etag):
-    return False
+    if not header:
+        return False
+    if header.strip() == "*":
+        return True
+    return etag in [t.strip().removeprefix("W/") for t in header.split(",")]


@@ -164,5 +170,6 @@
 # ---- writes -------------------------------------------------------------------------------------------------------
 def authorize(header):
-    if not (header or "").strip():
+    scheme, _, cred = (header or "").strip().partition(" ")
+    if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
         raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)

TG_PATCH
