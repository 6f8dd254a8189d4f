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
@@ -106,7 +106,7 @@
     if CAT in args and r[CAT] != args[CAT]:
         return False
-    if lo is not None and r[NUM] <= lo:
-        return False
-    if hi is not None and r[NUM] >= hi:
+    if lo is not None and r[NUM] < lo:
+        return False
+    if hi is not None and r[NUM] > hi:
         return False
     return True
TG_PATCH
