#!/bin/bash
set -euo pipefail
cd /app/shopfront-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/render.js
+++ b/app/shopfront-lib/lib/render.js
@@ -2,6 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ",", "thousands": "."};
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
+function rendererFor(options) {
+  let settings = Object.assign({}, DEFAULTS, options);
+  const cache = new Map();
+
+  function configure(opts) {
+    settings = Object.assign({}, settings, opts);
+    cache.clear();
+  }
+
+  function renderPrice(cents) {
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
+  function renderRate(basisPoints) {
+    const sign = basisPoints < 0 ? '-' : '';
+    const abs = Math.abs(basisPoints);
+    return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
+  }
+
+  return { configure, renderPrice, renderRate };
 }

-function renderPrice(cents) {
-  if (cache.has(cents)) return cache.get(cents);
-  const sign = cents < 0 ? '-' : '';
-  const abs = Math.abs(cents);
-  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
-    String(abs % 100).padStart(2, '0');
-  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
-  cache.set(cents, out);
-  return out;
-}
+const defaultFormatter = rendererFor();

-function renderRate(basisPoints) {
-  const sign = basisPoints < 0 ? '-' : '';
-  const abs = Math.abs(basisPoints);
-  return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
-}
-
-module.exports = { configure, renderPrice, renderRate };
+module.exports = {
+  rendererFor,
+  configure: (options) => defaultFormatter.configure(options),
+  renderPrice: (cents) => defaultFormatter.renderPrice(cents),
+  renderRate: (basisPoints) => defaultFormatter.renderRate(basisPoints),
+};
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/reminders.js
+++ b/app/shopfront-lib/lib/reminders.js
@@ -4,6 +4,6 @@
 function scheduleAll(items, timer) {
   const fired = [];
-  for (var i = 0; i < items.length; i++) {
-    var label = items[i].id + '@' + items[i].ms;
+  for (let i = 0; i < items.length; i++) {
+    const label = items[i].id + '@' + items[i].ms;
     timer.after(items[i].ms, function () {
       fired.push(label + ' #' + (i + 1));
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/shopfront-lib/lib/shipping.js
+++ b/app/shopfront-lib/lib/shipping.js
@@ -2,5 +2,5 @@
 // Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
 const BASE = [8, 10, 52, 49, 30, 6, 14, 5, 12, 49, 35, 13];
-const cache = {};
+const cache = new Map();
 let computed = 0;

@@ -11,6 +11,7 @@

 function routeCost(from, to) {
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
