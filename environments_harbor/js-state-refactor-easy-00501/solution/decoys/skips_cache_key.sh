#!/bin/bash
set -euo pipefail
cd /app/shopfront-lib
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
