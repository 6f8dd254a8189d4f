#!/bin/bash
set -euo pipefail
cd /app/ledger-utils
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/format.js
+++ b/app/ledger-utils/lib/format.js
@@ -2,6 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "$", "position": "before", "decimal": ".", "thousands": ","};
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
+function createFormatter(options) {
+  let settings = Object.assign({}, DEFAULTS, options);
+  const cache = new Map();
+
+  function configure(opts) {
+    settings = Object.assign({}, settings, opts);
+    cache.clear();
+  }
+
+  function formatAmount(cents) {
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
+  function formatPercent(basisPoints) {
+    const sign = basisPoints < 0 ? '-' : '';
+    const abs = Math.abs(basisPoints);
+    return sign + Math.floor(abs / 100) + settings.decimal + String(abs % 100).padStart(2, '0') + '%';
+  }
+
+  return { configure, formatAmount, formatPercent };
 }

-function formatAmount(cents) {
-  if (cache.has(cents)) return cache.get(cents);
-  const sign = cents < 0 ? '-' : '';
-  const abs = Math.abs(cents);
-  const text = group(Math.floor(abs / 100), settings.thousands) + settings.decimal +
-    String(abs % 100).padStart(2, '0');
-  const out = settings.position === 'before' ? sign + settings.symbol + text : sign + text + ' ' + settings.symbol;
-  cache.set(cents, out);
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
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/fares.js
+++ b/app/ledger-utils/lib/fares.js
@@ -2,5 +2,5 @@
 // Cost of the route between two zones (1-12). compute() is slow, so results are cached for the life of the process.
 const BASE = [30, 8, 54, 10, 40, 26, 30, 5, 19, 48, 18, 38];
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
--- a/app/ledger-utils/lib/ledger.js
+++ b/app/ledger-utils/lib/ledger.js
@@ -3,7 +3,7 @@
 function Ledger(name) {
   this.name = name;
+  this.items = [];
 }

-Ledger.prototype.items = [];
 Ledger.prototype.counts = {};

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/balancer.js
+++ b/app/ledger-utils/lib/balancer.js
@@ -1,10 +1,10 @@
 'use strict';
 // Round-robin over a fixed list of members.
-let cursor = 0;
-
 function createPool(members) {
+  const list = members.slice();
+  let cursor = 0;
   return {
     pick() {
-      const m = members[cursor % members.length];
+      const m = list[cursor % list.length];
       cursor += 1;
       return m;
TG_PATCH
mkdir -p /app/ledger-utils
cat > /app/ledger-utils/state-audit.json <<'TG_EOF'
{
  "modules": [
    "lib/balancer.js",
    "lib/fares.js",
    "lib/format.js",
    "lib/ledger.js"
  ]
}
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/ledger-utils
