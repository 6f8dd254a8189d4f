#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/queuestats
+++ b/app/bin/queuestats
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
+    top = sorted(st["items"].most_common(TOP_K), key=lambda kv: (-kv[1], kv[0]))
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
                       ",".join(f"{item}:{c}" for item, c in top), owners.get(key, "-")])
@@ -140,5 +141,5 @@
 def write_parts(out, parts, n):
     os.makedirs(out, exist_ok=True)
-    todo = [r for r in range(n) if parts[r]]
+    todo = range(n)
     for name in os.listdir(out):
         if name.startswith(("part-r-", ".part-r-")) or name == "_SUCCESS":
@@ -158,5 +159,5 @@
     ap.add_argument("out")
     args = ap.parse_args()
-    n = args.workers  # one reducer per worker
+    n = REDUCERS
     paths = shard_paths(args.src)
     owners = load_owners(args.src)
TG_PATCH
chmod 0777 /app/bin/queuestats
rm -rf /tmp/queuestats-check
/app/bin/queuestats -j 2 /app/examples/delivery /tmp/queuestats-check
diff -r /app/examples/expected /tmp/queuestats-check
