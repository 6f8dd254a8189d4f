#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/zonestats
+++ b/app/bin/zonestats
@@ -57,5 +57,5 @@
         raw = f.read()
     if path.endswith(".gz"):
-        raw = zlib.decompressobj(31).decompress(raw)  # gzip framing
+        raw = gzip.decompress(raw)
     return raw.decode("utf-8").splitlines()

@@ -66,5 +66,5 @@

 def norm_key(k):
-    return k
+    return k.strip().lower()


@@ -125,5 +125,5 @@
                 continue
             key, owner, version = line.rstrip("\n").split("\t")
-            if key not in owners:
+            if key not in owners or int(version) > owners[key][1]:
                 owners[key] = (owner, int(version))
     return {k: v[0] for k, v in owners.items()}
TG_PATCH
chmod 0777 /app/bin/zonestats
rm -rf /tmp/zonestats-check
/app/bin/zonestats -j 2 /app/examples/delivery /tmp/zonestats-check
diff -r /app/examples/expected /tmp/zonestats-check
