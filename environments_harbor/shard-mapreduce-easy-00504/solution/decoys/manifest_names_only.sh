#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/pagestats
+++ b/app/bin/pagestats
@@ -37,5 +37,7 @@
 def shard_paths(src):
     """The shards of the delivery, in name order."""
-    return sorted(os.path.join(src, n) for n in os.listdir(src) if n.startswith("part-"))
+    with open(os.path.join(src, "MANIFEST.tsv")) as f:
+        names = [line.split()[0] for line in f if line.strip() and not line.startswith("#")]
+    return sorted(os.path.join(src, n) for n in names if os.path.isfile(os.path.join(src, n)))


@@ -130,7 +132,12 @@
     os.makedirs(out, exist_ok=True)
     todo = range(n)
+    for name in os.listdir(out):
+        if name.startswith(("part-r-", ".part-r-")) or name == "_SUCCESS":
+            os.remove(os.path.join(out, name))
     for r in todo:
-        with open(os.path.join(out, f"part-r-{r:05d}.tsv"), "a") as f:
+        tmp = os.path.join(out, f".part-r-{r:05d}.tsv.tmp")
+        with open(tmp, "w") as f:
             f.writelines(row + "\n" for row in sorted(parts[r], key=lambda row: row.split("\t")[0].encode()))
+        os.replace(tmp, os.path.join(out, f"part-r-{r:05d}.tsv"))
     open(os.path.join(out, "_SUCCESS"), "w").close()

TG_PATCH
chmod 0777 /app/bin/pagestats
rm -rf /tmp/pagestats-check
/app/bin/pagestats -j 2 /app/examples/delivery /tmp/pagestats-check
diff -r /app/examples/expected /tmp/pagestats-check
