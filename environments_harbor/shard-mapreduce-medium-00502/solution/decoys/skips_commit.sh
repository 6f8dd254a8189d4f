#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/queuestats
+++ b/app/bin/queuestats
@@ -37,5 +37,17 @@
 def shard_paths(src):
     """The shards of the delivery, in name order."""
-    return sorted(os.path.join(src, n) for n in os.listdir(src) if n.startswith("part-"))
+    listed = []
+    with open(os.path.join(src, "MANIFEST.tsv")) as f:
+        for line in f:
+            if not line.strip() or line.startswith("#"):
+                continue
+            name, digest = line.split()[:2]
+            path = os.path.join(src, name)
+            if not os.path.isfile(path):
+                continue
+            with open(path, "rb") as g:
+                if hashlib.sha256(g.read()).hexdigest() == digest:
+                    listed.append(path)
+    return sorted(listed)


@@ -59,5 +71,5 @@
 def partition(key, n):
     """The reducer of a shuffle key."""
-    return bisect.bisect_left(BOUNDS, key)
+    return bisect.bisect_right(BOUNDS, key)


TG_PATCH
chmod 0777 /app/bin/queuestats
rm -rf /tmp/queuestats-check
/app/bin/queuestats -j 2 /app/examples/delivery /tmp/queuestats-check
diff -r /app/examples/expected /tmp/queuestats-check
