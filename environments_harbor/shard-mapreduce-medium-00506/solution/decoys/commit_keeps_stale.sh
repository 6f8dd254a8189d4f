#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/pagestats
+++ b/app/bin/pagestats
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


@@ -143,6 +143,8 @@
     todo = range(n)
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
