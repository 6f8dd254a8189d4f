#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/routestats
+++ b/app/bin/routestats
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


@@ -84,5 +96,9 @@
 def dedupe(recs):
     """One record per event id."""
-    return recs
+    best = {}
+    for r in recs:
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
+    return list(best.values())


@@ -118,5 +134,5 @@
     ms = st["ms"]
     p50 = ms[(len(ms) - 1) // 2]
-    top = st["items"].most_common(TOP_K)
+    top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
                       ",".join(f"{item}:{c}" for item, c in top), owners.get(key, "-")])
@@ -126,7 +142,12 @@
     os.makedirs(out, exist_ok=True)
     todo = [r for r in range(n) if parts[r]]
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
chmod 0777 /app/bin/routestats
rm -rf /tmp/routestats-check
/app/bin/routestats -j 2 /app/examples/delivery /tmp/routestats-check
diff -r /app/examples/expected /tmp/routestats-check
