#!/bin/bash
set -euo pipefail
cd /app/fleet-tools
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleet-tools/lib/client.js
+++ b/app/fleet-tools/lib/client.js
@@ -4,6 +4,6 @@

 function clientOptions(overrides = {}) {
-  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
-  return Object.assign(DEFAULTS, overrides, { headers });
+  const headers = Object.assign({}, DEFAULTS.headers, overrides.headers);
+  return Object.assign({}, DEFAULTS, overrides, { headers });
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleet-tools/lib/standings.js
+++ b/app/fleet-tools/lib/standings.js
@@ -6,9 +6,8 @@

 function standings(entries) {
-  entries.sort(byScore);
-  entries.forEach((e, i) => {
-    e.rank = i + 1;
-  });
-  return entries;
+  return entries
+    .map((e) => Object.assign({}, e))
+    .sort(byScore)
+    .map((e, i) => Object.assign(e, { rank: i + 1 }));
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/fleet-tools
