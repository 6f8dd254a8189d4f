#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/scanstats
+++ b/app/bin/scanstats
@@ -98,5 +98,6 @@
     best = {}
     for r in recs:
-        best.setdefault(r[1], r)
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
     return list(best.values())

TG_PATCH
chmod 0777 /app/bin/scanstats
rm -rf /tmp/scanstats-check
/app/bin/scanstats -j 2 /app/examples/delivery /tmp/scanstats-check
diff -r /app/examples/expected /tmp/scanstats-check
