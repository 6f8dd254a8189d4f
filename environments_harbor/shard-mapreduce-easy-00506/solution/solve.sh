#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/queuestats
+++ b/app/bin/queuestats
@@ -62,5 +62,5 @@

 def in_window(ev):
-    return SINCE[:19] <= ev["ts"][:19] < UNTIL[:19]
+    return WINDOW[0] <= utc(ev["ts"]) < WINDOW[1]


@@ -96,5 +96,9 @@
 def dedupe(recs):
     """One record per event id."""
-    return recs
+    best = {}
+    for r in recs:
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
+    return list(best.values())


TG_PATCH
chmod 0777 /app/bin/queuestats
rm -rf /tmp/queuestats-check
/app/bin/queuestats -j 2 /app/examples/delivery /tmp/queuestats-check
diff -r /app/examples/expected /tmp/queuestats-check
