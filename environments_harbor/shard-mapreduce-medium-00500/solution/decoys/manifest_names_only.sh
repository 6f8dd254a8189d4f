#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/routestats
+++ b/app/bin/routestats
@@ -37,5 +37,7 @@
 def shard_paths(src):
     """The shards of the delivery, in name order."""
-    return sorted(os.path.join(src, n) for n in os.listdir(src) if n.startswith("part-"))
+    with open(os.path.join(src, "MANIFEST.tsv")) as f:
+        names = [line.split()[0] for line in f if line.strip() and not line.startswith("#")]
+    return sorted(os.path.join(src, n) for n in names if os.path.isfile(os.path.join(src, n)))


@@ -114,5 +116,5 @@
                 continue
             key, owner, version = line.rstrip("\n").split("\t")
-            if key not in owners:
+            if key not in owners or int(version) > owners[key][1]:
                 owners[key] = (owner, int(version))
     return {k: v[0] for k, v in owners.items()}
@@ -129,5 +131,5 @@
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
