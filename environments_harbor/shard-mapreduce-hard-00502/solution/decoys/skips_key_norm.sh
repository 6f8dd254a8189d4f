#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/bin/scanstats
+++ b/app/bin/scanstats
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


@@ -45,5 +57,5 @@
         raw = f.read()
     if path.endswith(".gz"):
-        raw = zlib.decompressobj(31).decompress(raw)  # gzip framing
+        raw = gzip.decompress(raw)
     return raw.decode("utf-8").splitlines()

@@ -86,5 +98,6 @@
     best = {}
     for r in recs:
-        best.setdefault(r[1], r)
+        if r[1] not in best or r[2] > best[r[1]][2]:
+            best[r[1]] = r
     return list(best.values())

@@ -101,5 +114,5 @@
 def merge(a, b):
     """Two partial states of one key (salted sub-keys of a hot key) -> one."""
-    return {"events": a["events"] + b["events"], "users": a["users"] + b["users"],
+    return {"events": a["events"] + b["events"], "users": sorted(set(a["users"]) | set(b["users"])),
             "items": a["items"] + b["items"], "ms": sorted(a["ms"] + b["ms"])}

@@ -121,5 +134,5 @@
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
