#!/bin/bash
set -euo pipefail
cd /app/billing-core
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/billing-core/lib/money.js
+++ b/app/billing-core/lib/money.js
@@ -2,5 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "£", "position": "before", "decimal": ",", "thousands": "."};
-let settings = Object.assign({}, DEFAULTS);

 function group(n, sep) {
@@ -8,23 +7,36 @@
 }

-// Settings are process-wide: call configure() once at start-up.
-function configure(options) {
-  settings = Object.assign({}, settings, options);
+// Every formatter has its own settings; the module-level functions use a default formatter.
+function makeMoneyFormat(options) {
+  let settings = Object.assign({}, DEFAULTS, options);
+
+  function configure(opts) {
+    settings = Object.assign({}, settings, opts);
+  }
+
+  function money(cents) {
+    const sign = cents < 0 ? '-' : '';
+    const abs = Math.abs(cents);
+    const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
+      String(abs % 100).padStart(2, '0');
+    const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
+    return out;
+  }
+
+  function percent(basisPoints) {
+    const sign = basisPoints < 0 ? '-' : '';
+    const abs = Math.abs(basisPoints);
+    return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
+  }
+
+  return { configure, money, percent };
 }

-function money(cents) {
-  const sign = cents < 0 ? '-' : '';
-  const abs = Math.abs(cents);
-  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
-    String(abs % 100).padStart(2, '0');
-  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
-  return out;
-}
+const defaultFormatter = makeMoneyFormat();

-function percent(basisPoints) {
-  const sign = basisPoints < 0 ? '-' : '';
-  const abs = Math.abs(basisPoints);
-  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
-}
-
-module.exports = { configure, money, percent };
+module.exports = {
+  makeMoneyFormat,
+  configure: (options) => defaultFormatter.configure(options),
+  money: (cents) => defaultFormatter.money(cents),
+  percent: (basisPoints) => defaultFormatter.percent(basisPoints),
+};
TG_PATCH
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
