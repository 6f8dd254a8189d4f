#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/scanstats
+++ b/app/bin/scanstats
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


@@ -122,5 +126,5 @@
                 continue
             key, owner, version = line.rstrip("\n").split("\t")
-            if key not in owners:
+            if key not in owners or int(version) > owners[key][1]:
                 owners[key] = (owner, int(version))
     return {k: v[0] for k, v in owners.items()}
@@ -130,5 +134,5 @@
     ms = st["ms"]
     p50 = ms[(len(ms) - 1) // 2]
-    top = st["items"].most_common(TOP_K)
+    top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
                       ",".join(f"{item}:{c}" for item, c in top), owners.get(key, "-")])
TG_PATCH
chmod 0777 /app/bin/scanstats
rm -rf /tmp/scanstats-check
/app/bin/scanstats -j 2 /app/examples/delivery /tmp/scanstats-check
diff -r /app/examples/expected /tmp/scanstats-check
