#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/pagestats
+++ b/app/bin/pagestats
@@ -71,5 +71,5 @@
 def partition(key, n):
     """The reducer of a shuffle key."""
-    return zlib.crc32(key.encode("utf-8")) % n
+    return zlib.crc32(key.split(":", 1)[0].encode("utf-8")) % n


@@ -98,5 +98,6 @@
     best = {}
     for r in recs:
-        best.setdefault(r[1], r)
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
     return list(best.values())

@@ -125,5 +126,5 @@
                 continue
             key, owner, version = line.rstrip("\n").split("\t")
-            if key not in owners:
+            if key not in owners or int(version) > owners[key][1]:
                 owners[key] = (owner, int(version))
     return {k: v[0] for k, v in owners.items()}
@@ -133,5 +134,5 @@
     ms = st["ms"]
     p50 = ms[(len(ms) - 1) // 2]
-    top = st["items"].most_common(TOP_K)
+    top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
                       ",".join(f"{item}:{c}" for item, c in top), owners.get(key, "-")])
@@ -140,8 +141,13 @@
 def write_parts(out, parts, n):
     os.makedirs(out, exist_ok=True)
-    todo = [r for r in range(n) if parts[r]]
+    todo = range(n)
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
