#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/main.py
+++ b/srv/fleetapi/main.py
@@ -128,4 +128,6 @@
     if sort:
         rows.sort(key=lambda r: r[field])
+        if desc:
+            rows.reverse()
     rows = [r for r in rows if keep(r, args, lo, hi)]
     total = len(rows)
TG_PATCH
