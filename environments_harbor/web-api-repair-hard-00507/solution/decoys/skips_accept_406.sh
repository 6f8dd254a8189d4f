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
@@ -133,5 +133,9 @@

 def not_modified(header, etag):
-    return False
+    if not header:
+        return False
+    if header.strip() == "*":
+        return True
+    return etag in [t.strip().removeprefix("W/") for t in header.split(",")]


--- a/srv/stockroom/deploy/nginx.conf.in
+++ b/srv/stockroom/deploy/nginx.conf.in
@@ -30,5 +30,4 @@
             proxy_pass http://app;
             proxy_set_header Host $host;
-            proxy_set_header X-Client-Id $remote_addr;
         }

TG_PATCH
