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


@@ -45,10 +57,10 @@
         raw = f.read()
     if path.endswith(".gz"):
-        raw = zlib.decompressobj(31).decompress(raw)  # gzip framing
+        raw = gzip.decompress(raw)
     return raw.decode("utf-8").splitlines()


 def in_window(ev):
-    return SINCE[:19] <= ev["ts"][:19] < UNTIL[:19]
+    return WINDOW[0] <= utc(ev["ts"]) <= WINDOW[1]


TG_PATCH
chmod 0777 /app/bin/zonestats
rm -rf /tmp/zonestats-check
/app/bin/zonestats -j 2 /app/examples/delivery /tmp/zonestats-check
diff -r /app/examples/expected /tmp/zonestats-check
