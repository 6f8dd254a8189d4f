#!/bin/bash
set -euo pipefail
cd /app/portal-helpers
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/portal-helpers/lib/notify.js
+++ b/app/portal-helpers/lib/notify.js
@@ -7,10 +7,11 @@

 function listen(topic, handler) {
-  bus.on('message', (t, payload) => {
+  const listener = (t, payload) => {
     if (t === topic) handler(payload);
-  });
+  };
+  bus.on('message', listener);
   return {
     close() {
-      bus.removeListener('message', handler);
+      bus.removeListener('message', listener);
     },
   };
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/portal-helpers/lib/numbering.js
+++ b/app/portal-helpers/lib/numbering.js
@@ -1,15 +1,15 @@
 'use strict';
 // Numbered identifiers PREFIX-0001, PREFIX-0002, ...
-let counter = 0;
+const counters = new Map();

 class Sequence {
   constructor(prefix, start = 1) {
     this.prefix = prefix;
-    counter = start - 1;
+    if (!counters.has(prefix)) counters.set(prefix, start - 1);
   }

   next() {
-    counter += 1;
-    return this.prefix + '-' + String(counter).padStart(4, '0');
+    counters.set(this.prefix, counters.get(this.prefix) + 1);
+    return this.prefix + '-' + String(counters.get(this.prefix)).padStart(4, '0');
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
