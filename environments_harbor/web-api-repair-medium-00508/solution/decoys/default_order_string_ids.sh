#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/stockroom/main.py
+++ b/srv/stockroom/main.py
@@ -55,5 +55,5 @@
     now = time.monotonic()
     with LOCK:
-        hits = HITS.setdefault("all", deque())
+        hits = HITS.setdefault(client, deque())
         while hits and hits[0] <= now - RATE_WINDOW:
             hits.popleft()
@@ -125,4 +125,5 @@
     with LOCK:
         rows = list(STORE.values())
+    rows.sort(key=lambda r: str(r["id"]))
     if sort:
         rows.sort(key=lambda r: r[field], reverse=desc)
TG_PATCH
