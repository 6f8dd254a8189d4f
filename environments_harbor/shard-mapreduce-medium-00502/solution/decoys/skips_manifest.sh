#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/queuestats
+++ b/app/bin/queuestats
@@ -59,5 +59,5 @@
 def partition(key, n):
     """The reducer of a shuffle key."""
-    return bisect.bisect_left(BOUNDS, key)
+    return bisect.bisect_right(BOUNDS, key)


@@ -130,7 +130,12 @@
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
chmod 0777 /app/bin/queuestats
rm -rf /tmp/queuestats-check
/app/bin/queuestats -j 2 /app/examples/delivery /tmp/queuestats-check
diff -r /app/examples/expected /tmp/queuestats-check
