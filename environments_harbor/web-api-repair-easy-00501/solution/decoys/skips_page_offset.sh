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
TG_PATCH
