#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/helpdesk/app.py
+++ b/srv/helpdesk/app.py
@@ -54,5 +54,5 @@
     now = time.monotonic()
     with LOCK:
-        hits = HITS.setdefault("all", deque())
+        hits = HITS.setdefault(client, deque())
         while hits and hits[0] <= now - RATE_WINDOW:
             hits.popleft()
@@ -131,5 +131,5 @@
     pages = math.ceil(total / per_page)

-    start = page * per_page
+    start = (page - 1) * per_page
     items = rows[start:start + per_page]

TG_PATCH
