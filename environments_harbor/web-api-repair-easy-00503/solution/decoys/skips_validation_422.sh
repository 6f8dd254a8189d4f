#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/stockroom/server.js
+++ b/srv/stockroom/server.js
@@ -55,5 +55,19 @@

 function acceptsJson(header) {
-  return true;
+  if (!header || !header.trim()) return true;
+  const SPECIFICITY = new Map([['application/json', 3], ['application/*', 2], ['*/*', 1]]);
+  let best = null; // [specificity, q] of the most specific media range that matches application/json
+  for (const part of header.split(',')) {
+    const [media, ...params] = part.split(';').map((p) => p.trim());
+    const spec = SPECIFICITY.get(media.toLowerCase());
+    if (spec === undefined) continue;
+    let q = 1;
+    for (const p of params) {
+      const [k, v] = p.split('=');
+      if (k.trim().toLowerCase() === 'q') q = Number.isNaN(parseFloat(v)) ? 0 : parseFloat(v);
+    }
+    if (best === null || spec > best[0]) best = [spec, q];
+  }
+  return best !== null && best[1] > 0;
 }

TG_PATCH
