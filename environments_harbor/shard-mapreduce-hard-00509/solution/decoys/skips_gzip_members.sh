#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/playstats
+++ b/app/bin/playstats
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


@@ -86,5 +98,6 @@
     best = {}
     for r in recs:
-        best.setdefault(r[1], r)
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
     return list(best.values())

@@ -120,5 +133,5 @@
 def finish(key, st, owners):
     ms = st["ms"]
-    p50 = statistics.median(ms)
+    p50 = ms[(len(ms) - 1) // 2]
     top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
@@ -129,7 +142,12 @@
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

@@ -141,5 +159,5 @@
     ap.add_argument("out")
     args = ap.parse_args()
-    n = args.workers  # one reducer per worker
+    n = REDUCERS
     paths = shard_paths(args.src)
     owners = load_owners(args.src)
TG_PATCH
chmod 0777 /app/bin/playstats
rm -rf /tmp/playstats-check
/app/bin/playstats -j 2 /app/examples/delivery /tmp/playstats-check
diff -r /app/examples/expected /tmp/playstats-check
