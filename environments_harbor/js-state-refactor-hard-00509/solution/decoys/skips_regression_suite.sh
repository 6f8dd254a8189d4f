#!/bin/bash
set -euo pipefail
cd /app/tenant-kit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tenant-kit/lib/directory.js
+++ b/app/tenant-kit/lib/directory.js
@@ -2,5 +2,5 @@
 // Loaded lazily on first use and shared by every caller until reloadDirectory().
 const SOURCE = ["plan-80", "plan-38", "plan-53", "plan-14", "plan-70"];
-let catalog = null;
+let pending = null;
 let loads = 0;

@@ -17,13 +17,11 @@
 }

-async function getDirectory() {
-  if (!catalog) {
-    catalog = await fetchAll();
-  }
-  return catalog;
+function getDirectory() {
+  if (!pending) pending = fetchAll();
+  return pending;
 }

 function reloadDirectory() {
-  catalog = null;
+  pending = null;
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tenant-kit/lib/numbering.js
+++ b/app/tenant-kit/lib/numbering.js
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
--- a/app/tenant-kit/lib/money.js
+++ b/app/tenant-kit/lib/money.js
@@ -2,6 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ".", "thousands": ","};
-let settings = Object.assign({}, DEFAULTS);
-const cache = new Map();

 function group(n, sep) {
@@ -9,26 +7,40 @@
 }

-// Settings are process-wide: call configure() once at start-up.
-function configure(options) {
-  settings = Object.assign({}, settings, options);
-  cache.clear();
+// Every formatter has its own settings; the module-level functions use a default formatter.
+function makeMoneyFormat(options) {
+  let settings = Object.assign({}, DEFAULTS, options);
+  const cache = new Map();
+
+  function configure(opts) {
+    settings = Object.assign({}, settings, opts);
+    cache.clear();
+  }
+
+  function money(cents) {
+    if (cache.has(cents)) return cache.get(cents);
+    const sign = cents < 0 ? '-' : '';
+    const abs = Math.abs(cents);
+    const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
+      String(abs % 100).padStart(2, '0');
+    const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
+    cache.set(cents, out);
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
-  if (cache.has(cents)) return cache.get(cents);
-  const sign = cents < 0 ? '-' : '';
-  const abs = Math.abs(cents);
-  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
-    String(abs % 100).padStart(2, '0');
-  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
-  cache.set(cents, out);
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
--- a/app/tenant-kit/lib/tariffs.js
+++ b/app/tenant-kit/lib/tariffs.js
@@ -1,10 +1,9 @@
 'use strict';
 // cached(fn): computes fn(x) once per argument, then returns the stored result.
-const results = {};
-
 function cached(fn) {
+  const results = new Map();
   return function (x) {
-    if (!(x in results)) results[x] = fn(x);
-    return results[x];
+    if (!results.has(x)) results.set(x, fn(x));
+    return results.get(x);
   };
 }
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/tenant-kit
