#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/playstats
+++ b/app/bin/playstats
@@ -71,5 +71,5 @@
 def partition(key, n):
     """The reducer of a shuffle key."""
-    return hash(key) % n
+    return zlib.crc32(key.encode("utf-8")) % n


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
chmod 0777 /app/bin/playstats
rm -rf /tmp/playstats-check
/app/bin/playstats -j 2 /app/examples/delivery /tmp/playstats-check
diff -r /app/examples/expected /tmp/playstats-check
