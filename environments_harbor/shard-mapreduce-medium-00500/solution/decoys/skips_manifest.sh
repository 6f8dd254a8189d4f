#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/routestats
+++ b/app/bin/routestats
@@ -114,5 +114,5 @@
                 continue
             key, owner, version = line.rstrip("\n").split("\t")
-            if key not in owners:
+            if key not in owners or int(version) > owners[key][1]:
                 owners[key] = (owner, int(version))
     return {k: v[0] for k, v in owners.items()}
@@ -129,5 +129,5 @@
 def write_parts(out, parts, n):
     os.makedirs(out, exist_ok=True)
-    todo = [r for r in range(n) if parts[r]]
+    todo = range(n)
     for name in os.listdir(out):
         if name.startswith(("part-r-", ".part-r-")) or name == "_SUCCESS":
TG_PATCH
chmod 0777 /app/bin/routestats
rm -rf /tmp/routestats-check
/app/bin/routestats -j 2 /app/examples/delivery /tmp/routestats-check
diff -r /app/examples/expected /tmp/routestats-check
