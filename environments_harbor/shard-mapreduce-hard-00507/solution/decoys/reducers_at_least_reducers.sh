#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/routestats
+++ b/app/bin/routestats
@@ -66,5 +66,5 @@

 def norm_key(k):
-    return k
+    return k.strip().lower()


@@ -96,5 +96,9 @@
 def dedupe(recs):
     """One record per event id."""
-    return recs
+    best = {}
+    for r in recs:
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
+    return list(best.values())


@@ -129,5 +133,5 @@
 def finish(key, st, owners):
     ms = st["ms"]
-    p50 = statistics.median(ms)
+    p50 = ms[(len(ms) - 1) // 2]
     top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
@@ -137,5 +141,5 @@
 def write_parts(out, parts, n):
     os.makedirs(out, exist_ok=True)
-    todo = [r for r in range(n) if parts[r]]
+    todo = range(n)
     for name in os.listdir(out):
         if name.startswith(("part-r-", ".part-r-")) or name == "_SUCCESS":
@@ -155,5 +159,5 @@
     ap.add_argument("out")
     args = ap.parse_args()
-    n = args.workers  # one reducer per worker
+    n = max(args.workers, REDUCERS)
     paths = shard_paths(args.src)
     owners = load_owners(args.src)
TG_PATCH
chmod 0777 /app/bin/routestats
rm -rf /tmp/routestats-check
/app/bin/routestats -j 2 /app/examples/delivery /tmp/routestats-check
diff -r /app/examples/expected /tmp/routestats-check
