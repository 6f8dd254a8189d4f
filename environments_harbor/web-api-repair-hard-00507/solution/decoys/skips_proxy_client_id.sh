#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/stockroom/app.py
+++ b/srv/stockroom/app.py
@@ -54,5 +54,5 @@
     now = time.monotonic()
     with LOCK:
-        hits = HITS.setdefault("all", deque())
+        hits = HITS.setdefault(client, deque())
         while hits and hits[0] <= now - RATE_WINDOW:
             hits.popleft()
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


@@ -133,5 +151,9 @@

 def not_modified(header, etag):
-    return False
+    if not header:
+        return False
+    if header.strip() == "*":
+        return True
+    return etag in [t.strip().removeprefix("W/") for t in header.split(",")]


TG_PATCH
