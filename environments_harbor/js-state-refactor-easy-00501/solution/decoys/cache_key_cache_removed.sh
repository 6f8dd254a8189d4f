#!/bin/bash
set -euo pipefail
cd /app/shopfront-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/fares.js
+++ b/app/shopfront-lib/lib/fares.js
@@ -2,5 +2,4 @@
 // Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
 const BASE = [20, 54, 24, 28, 5, 46, 46, 12, 34, 49, 38, 40];
-const cache = {};
 let computed = 0;

@@ -11,6 +10,5 @@

 function fareBetween(from, to) {
-  if (!(from in cache)) cache[from] = compute(from, to);
-  return cache[from];
+  return compute(from, to);
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/tickets.js
+++ b/app/shopfront-lib/lib/tickets.js
@@ -1,5 +1,6 @@
 'use strict';
 // Reference codes in free text: two or three capitals, a dash, three or four digits.
-const CODE = /\b([A-Z]{2,3})-(\d{3,4})\b/g;
+const CODE = /\b([A-Z]{2,3})-(\d{3,4})\b/;
+const ALL_CODES = /\b([A-Z]{2,3})-(\d{3,4})\b/g;

 function hasTicket(text) {
@@ -13,5 +14,5 @@

 function ticketsIn(text) {
-  return text.match(CODE) || [];
+  return text.match(ALL_CODES) || [];
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/shopfront-lib
