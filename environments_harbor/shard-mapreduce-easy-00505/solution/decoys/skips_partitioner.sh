#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/playstats
+++ b/app/bin/playstats
@@ -96,5 +96,9 @@
 def dedupe(recs):
     """One record per event id."""
-    return recs
+    best = {}
+    for r in recs:
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
+    return list(best.values())


@@ -138,7 +142,12 @@
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
chmod 0777 /app/bin/playstats
rm -rf /tmp/playstats-check
/app/bin/playstats -j 2 /app/examples/delivery /tmp/playstats-check
diff -r /app/examples/expected /tmp/playstats-check
