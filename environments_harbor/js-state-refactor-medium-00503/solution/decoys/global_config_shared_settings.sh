#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/sessions.js
+++ b/app/orders-toolkit/lib/sessions.js
@@ -1,13 +1,14 @@
 'use strict';
 // One client per distinct set of options, numbered in creation order.
-let client = null;
+const clients = new Map();
 let created = 0;

 function sessionFor(options) {
-  if (!client) {
+  const key = JSON.stringify(Object.keys(options || {}).sort().map((k) => [k, options[k]]));
+  if (!clients.has(key)) {
     created += 1;
-    client = { id: created, options: Object.assign({}, options) };
+    clients.set(key, { id: created, options: Object.assign({}, options) });
   }
-  return client;
+  return clients.get(key);
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/numbering.js
+++ b/app/orders-toolkit/lib/numbering.js
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
--- a/app/orders-toolkit/lib/format.js
+++ b/app/orders-toolkit/lib/format.js
@@ -8,5 +8,4 @@
 }

-// Settings are process-wide: call configure() once at start-up.
 function configure(options) {
   settings = Object.assign({}, settings, options);
@@ -28,3 +27,8 @@
 }

-module.exports = { configure, formatAmount, formatPercent };
+function createFormatter(options) {
+  settings = Object.assign({}, DEFAULTS, options);
+  return { configure, formatAmount, formatPercent };
+}
+
+module.exports = { createFormatter, configure, formatAmount, formatPercent };
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit
