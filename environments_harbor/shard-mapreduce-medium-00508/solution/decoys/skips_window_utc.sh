#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/playstats
+++ b/app/bin/playstats
@@ -57,5 +57,5 @@
         raw = f.read()
     if path.endswith(".gz"):
-        raw = zlib.decompressobj(31).decompress(raw)  # gzip framing
+        raw = gzip.decompress(raw)
     return raw.decode("utf-8").splitlines()

@@ -141,5 +141,5 @@
 def write_parts(out, parts, n):
     os.makedirs(out, exist_ok=True)
-    todo = [r for r in range(n) if parts[r]]
+    todo = range(n)
     for name in os.listdir(out):
         if name.startswith(("part-r-", ".part-r-")) or name == "_SUCCESS":
TG_PATCH
chmod 0777 /app/bin/playstats
rm -rf /tmp/playstats-check
/app/bin/playstats -j 2 /app/examples/delivery /tmp/playstats-check
diff -r /app/examples/expected /tmp/playstats-check
