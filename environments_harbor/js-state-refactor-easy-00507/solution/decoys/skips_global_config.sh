#!/bin/bash
set -euo pipefail
cd /app/billing-core
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/billing-core/lib/transfer.js
+++ b/app/billing-core/lib/transfer.js
@@ -2,5 +2,5 @@
 // Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
 const BASE = [35, 54, 20, 60, 25, 29, 27, 25, 21, 43, 39, 15];
-const cache = {};
+const cache = new Map();
 let computed = 0;

@@ -11,6 +11,7 @@

 function transferFee(from, to) {
-  if (!(from in cache)) cache[from] = compute(from, to);
-  return cache[from];
+  const route = `${from}>${to}`;
+  if (!cache.has(route)) cache.set(route, compute(from, to));
+  return cache.get(route);
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/billing-core
