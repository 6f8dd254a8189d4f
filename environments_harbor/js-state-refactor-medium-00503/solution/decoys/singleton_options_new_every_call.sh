#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/sessions.js
+++ b/app/orders-toolkit/lib/sessions.js
@@ -1,13 +1,9 @@
 'use strict';
 // One client per distinct set of options, numbered in creation order.
-let client = null;
 let created = 0;

 function sessionFor(options) {
-  if (!client) {
-    created += 1;
-    client = { id: created, options: Object.assign({}, options) };
-  }
-  return client;
+  created += 1;
+  return { id: created, options: Object.assign({}, options) };
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
@@ -2,5 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": ","};
-let settings = Object.assign({}, DEFAULTS);

 function group(n, sep) {
@@ -8,23 +7,36 @@
 }

-// Settings are process-wide: call configure() once at start-up.
-function configure(options) {
-  settings = Object.assign({}, settings, options);
+// Every formatter has its own settings; the module-level functions use a default formatter.
+function createFormatter(options) {
+  let settings = Object.assign({}, DEFAULTS, options);
+
+  function configure(opts) {
+    settings = Object.assign({}, settings, opts);
+  }
+
+  function formatAmount(cents) {
+    const sign = cents < 0 ? '-' : '';
+    const abs = Math.abs(cents);
+    const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
+      String(abs % 100).padStart(2, '0');
+    const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
+    return out;
+  }
+
+  function formatPercent(basisPoints) {
+    const sign = basisPoints < 0 ? '-' : '';
+    const abs = Math.abs(basisPoints);
+    return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
+  }
+
+  return { configure, formatAmount, formatPercent };
 }

-function formatAmount(cents) {
-  const sign = cents < 0 ? '-' : '';
-  const abs = Math.abs(cents);
-  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
-    String(abs % 100).padStart(2, '0');
-  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
-  return out;
-}
+const defaultFormatter = createFormatter();

-function formatPercent(basisPoints) {
-  const sign = basisPoints < 0 ? '-' : '';
-  const abs = Math.abs(basisPoints);
-  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
-}
-
-module.exports = { configure, formatAmount, formatPercent };
+module.exports = {
+  createFormatter,
+  configure: (options) => defaultFormatter.configure(options),
+  formatAmount: (cents) => defaultFormatter.formatAmount(cents),
+  formatPercent: (basisPoints) => defaultFormatter.formatPercent(basisPoints),
+};
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit
