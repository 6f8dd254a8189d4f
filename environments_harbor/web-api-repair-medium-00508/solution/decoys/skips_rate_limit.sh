#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/stockroom/main.py
+++ b/srv/stockroom/main.py
@@ -125,4 +125,5 @@
     with LOCK:
         rows = list(STORE.values())
+    rows.sort(key=lambda r: r["id"])
     if sort:
         rows.sort(key=lambda r: r[field], reverse=desc)
TG_PATCH
