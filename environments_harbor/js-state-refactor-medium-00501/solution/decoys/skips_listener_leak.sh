#!/bin/bash
set -euo pipefail
cd /app/portal-helpers
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/portal-helpers/lib/numbering.js
+++ b/app/portal-helpers/lib/numbering.js
@@ -1,15 +1,13 @@
 'use strict';
 // Numbered identifiers PREFIX-0001, PREFIX-0002, ...
-let counter = 0;
-
 class Sequence {
   constructor(prefix, start = 1) {
     this.prefix = prefix;
-    counter = start - 1;
+    this.value = start - 1;
   }

   next() {
-    counter += 1;
-    return this.prefix + '-' + String(counter).padStart(4, '0');
+    this.value += 1;
+    return this.prefix + '-' + String(this.value).padStart(4, '0');
   }
 }
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/portal-helpers/lib/contacts.js
+++ b/app/portal-helpers/lib/contacts.js
@@ -1,6 +1,4 @@
 'use strict';
 // Normalises a list of addresses and drops the repeats, keeping first occurrences.
-const seen = new Set();
-
 function tick(n) {
   let p = Promise.resolve();
@@ -15,4 +13,5 @@

 async function dedupeContacts(list) {
+  const seen = new Set();
   const out = [];
   for (const raw of list) {
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/portal-helpers
