#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/zonestats
+++ b/app/bin/zonestats
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


@@ -121,5 +133,5 @@
     ms = st["ms"]
     p50 = ms[(len(ms) - 1) // 2]
-    top = st["items"].most_common(TOP_K)
+    top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
                       ",".join(f"{item}:{c}" for item, c in top), owners.get(key, "-")])
TG_PATCH
chmod 0777 /app/bin/zonestats
rm -rf /tmp/zonestats-check
/app/bin/zonestats -j 2 /app/examples/delivery /tmp/zonestats-check
diff -r /app/examples/expected /tmp/zonestats-check
