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
@@ -164,5 +164,6 @@
 # ---- writes -------------------------------------------------------------------------------------------------------
 def authorize(header):
-    if not (header or "").strip():
+    scheme, _, cred = (header or "").strip().partition(" ")
+    if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
         raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)

TG_PATCH
