#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/playstats
+++ b/app/bin/playstats
@@ -66,5 +66,5 @@

 def norm_key(k):
-    return k
+    return k.strip().lower()


@@ -98,5 +98,6 @@
     best = {}
     for r in recs:
-        best.setdefault(r[1], r)
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
     return list(best.values())

TG_PATCH
chmod 0777 /app/bin/playstats
rm -rf /tmp/playstats-check
/app/bin/playstats -j 2 /app/examples/delivery /tmp/playstats-check
diff -r /app/examples/expected /tmp/playstats-check
