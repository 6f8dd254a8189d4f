#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/playstats
+++ b/app/bin/playstats
@@ -62,5 +62,5 @@

 def in_window(ev):
-    return SINCE[:19] <= ev["ts"][:19] < UNTIL[:19]
+    return WINDOW[0] <= utc(ev["ts"]) < WINDOW[1]


@@ -71,5 +71,5 @@
 def partition(key, n):
     """The reducer of a shuffle key."""
-    return zlib.crc32(key.encode("utf-8")) % n
+    return zlib.crc32(key.rsplit(":", 1)[0].encode("utf-8")) % n


@@ -98,5 +98,6 @@
     best = {}
     for r in recs:
-        best.setdefault(r[1], r)
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
     return list(best.values())

@@ -132,6 +133,6 @@
 def finish(key, st, owners):
     ms = st["ms"]
-    p50 = statistics.median(ms)
-    top = st["items"].most_common(TOP_K)
+    p50 = ms[(len(ms) - 1) // 2]
+    top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
                       ",".join(f"{item}:{c}" for item, c in top), owners.get(key, "-")])
@@ -140,5 +141,5 @@
 def write_parts(out, parts, n):
     os.makedirs(out, exist_ok=True)
-    todo = [r for r in range(n) if parts[r]]
+    todo = range(n)
     for name in os.listdir(out):
         if name.startswith(("part-r-", ".part-r-")) or name == "_SUCCESS":
TG_PATCH
chmod 0777 /app/bin/playstats
rm -rf /tmp/playstats-check
/app/bin/playstats -j 2 /app/examples/delivery /tmp/playstats-check
diff -r /app/examples/expected /tmp/playstats-check
