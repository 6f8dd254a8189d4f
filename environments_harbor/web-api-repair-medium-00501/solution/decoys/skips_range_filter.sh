#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/roomdesk/app.py
+++ b/srv/roomdesk/app.py
@@ -54,5 +54,5 @@
     now = time.monotonic()
     with LOCK:
-        hits = HITS.setdefault("all", deque())
+        hits = HITS.setdefault(client, deque())
         while hits and hits[0] <= now - RATE_WINDOW:
             hits.popleft()
@@ -129,5 +129,5 @@
     rows = [r for r in rows if keep(r, args, lo, hi)]
     total = len(rows)
-    pages = total // per_page
+    pages = math.ceil(total / per_page)

     start = (page - 1) * per_page
TG_PATCH
