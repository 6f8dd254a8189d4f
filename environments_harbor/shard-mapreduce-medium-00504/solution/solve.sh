#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/zonestats
+++ b/app/bin/zonestats
@@ -62,5 +62,5 @@

 def in_window(ev):
-    return SINCE[:19] <= ev["ts"][:19] < UNTIL[:19]
+    return WINDOW[0] <= utc(ev["ts"]) < WINDOW[1]


@@ -126,5 +126,5 @@
                 continue
             key, owner, version = line.rstrip("\n").split("\t")
-            if key not in owners:
+            if key not in owners or int(version) > owners[key][1]:
                 owners[key] = (owner, int(version))
     return {k: v[0] for k, v in owners.items()}
@@ -134,5 +134,5 @@
     ms = st["ms"]
     p50 = ms[(len(ms) - 1) // 2]
-    top = st["items"].most_common(TOP_K)
+    top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
                       ",".join(f"{item}:{c}" for item, c in top), owners.get(key, "-")])
@@ -142,7 +142,12 @@
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
chmod 0777 /app/bin/zonestats
rm -rf /tmp/zonestats-check
/app/bin/zonestats -j 2 /app/examples/delivery /tmp/zonestats-check
diff -r /app/examples/expected /tmp/zonestats-check
