#!/bin/bash
set -euo pipefail
cd /app/shopfront-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/fares.js
+++ b/app/shopfront-lib/lib/fares.js
@@ -2,5 +2,5 @@
 // Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
 const BASE = [20, 54, 24, 28, 5, 46, 46, 12, 34, 49, 38, 40];
-const cache = {};
+const cache = new Map();
 let computed = 0;

@@ -11,6 +11,7 @@

 function fareBetween(from, to) {
-  if (!(from in cache)) cache[from] = compute(from, to);
-  return cache[from];
+  const route = `${from}>${to}`;
+  if (!cache.has(route)) cache.set(route, compute(from, to));
+  return cache.get(route);
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/tickets.js
+++ b/app/shopfront-lib/lib/tickets.js
@@ -4,4 +4,5 @@

 function hasTicket(text) {
+  CODE.lastIndex = 0;
   return CODE.test(text);
 }
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/shopfront-lib
