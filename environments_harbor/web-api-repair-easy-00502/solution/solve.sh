#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/fleetapi/main.py
+++ b/srv/fleetapi/main.py
@@ -127,5 +127,5 @@
     rows.sort(key=lambda r: r["id"])
     if sort:
-        rows.sort(key=lambda r: r[field])
+        rows.sort(key=lambda r: r[field], reverse=desc)
     rows = [r for r in rows if keep(r, args, lo, hi)]
     total = len(rows)
TG_PATCH
