#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/scanstats
+++ b/app/bin/scanstats
@@ -62,5 +62,5 @@

 def in_window(ev):
-    return SINCE[:19] <= ev["ts"][:19] < UNTIL[:19]
+    return WINDOW[0] <= utc(ev["ts"]) < WINDOW[1]


@@ -114,5 +114,5 @@
 def merge(a, b):
     """Two partial states of one key (salted sub-keys of a hot key) -> one."""
-    return {"events": a["events"] + b["events"], "users": a["users"] + b["users"],
+    return {"events": a["events"] + b["events"], "users": sorted(set(a["users"]) | set(b["users"])),
             "items": a["items"] + b["items"], "ms": sorted(a["ms"] + b["ms"])}

@@ -171,5 +171,5 @@
     parts = [[] for _ in range(n)]
     for key, st in merged.items():
-        parts[home[key]].append(finish(key, st, owners))
+        parts[partition(key, n)].append(finish(key, st, owners))
     write_parts(args.out, parts, n)

TG_PATCH
chmod 0777 /app/bin/scanstats
rm -rf /tmp/scanstats-check
/app/bin/scanstats -j 2 /app/examples/delivery /tmp/scanstats-check
diff -r /app/examples/expected /tmp/scanstats-check
