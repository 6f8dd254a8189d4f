#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/zonestats
+++ b/app/bin/zonestats
@@ -113,5 +113,5 @@
 def merge(a, b):
     """Two partial states of one key (salted sub-keys of a hot key) -> one."""
-    return {"events": a["events"] + b["events"], "users": a["users"] + b["users"],
+    return {"events": a["events"] + b["events"], "users": sorted(set(a["users"]) | set(b["users"])),
             "items": a["items"] + b["items"], "ms": sorted(a["ms"] + b["ms"])}

@@ -133,5 +133,5 @@
     ms = st["ms"]
     p50 = ms[(len(ms) - 1) // 2]
-    top = st["items"].most_common(TOP_K)
+    top = sorted(st["items"].items(), key=lambda kv: (-kv[1], kv[0]))[:TOP_K]
     return "\t".join([key, str(st["events"]), str(len(st["users"])), str(p50),
                       ",".join(f"{item}:{c}" for item, c in top), owners.get(key, "-")])
TG_PATCH
chmod 0777 /app/bin/zonestats
rm -rf /tmp/zonestats-check
/app/bin/zonestats -j 2 /app/examples/delivery /tmp/zonestats-check
diff -r /app/examples/expected /tmp/zonestats-check
