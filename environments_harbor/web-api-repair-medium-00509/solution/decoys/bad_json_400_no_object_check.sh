#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/app.py
+++ b/srv/fleetapi/app.py
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


@@ -150,10 +168,14 @@
 # ---- writes -------------------------------------------------------------------------------------------------------
 def authorize(header):
-    if not TOKEN or not (header or "").startswith("Bearer ") or header[7:].strip() != TOKEN:
+    scheme, _, cred = (header or "").strip().partition(" ")
+    if not TOKEN or scheme.lower() != "bearer" or not hmac.compare_digest(cred.strip().encode(), TOKEN.encode()):
         raise ApiError(401, "unauthorized", "a valid bearer token is required", headers=CHALLENGE)


 def parse_body(raw):
-    return json.loads(raw)
+    try:
+        return json.loads(raw)
+    except ValueError:
+        raise ApiError(400, "bad_json", "the body is not valid JSON")


TG_PATCH
