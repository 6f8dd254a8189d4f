#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/helpdesk/app.py
+++ b/srv/helpdesk/app.py
@@ -54,8 +54,8 @@
     now = time.monotonic()
     with LOCK:
-        hits = HITS.setdefault("all", deque())
+        hits = HITS.setdefault(client, deque())
         while hits and hits[0] <= now - RATE_WINDOW:
             hits.popleft()
-        if len(hits) >= RATE_LIMIT:
+        if len(hits) > RATE_LIMIT:
             retry = max(1, math.ceil(hits[0] + RATE_WINDOW - now))
             raise ApiError(429, "rate_limited", "too many requests", headers={"Retry-After": str(retry)})
@@ -131,5 +131,5 @@
     pages = math.ceil(total / per_page)

-    start = page * per_page
+    start = (page - 1) * per_page
     items = rows[start:start + per_page]

TG_PATCH
