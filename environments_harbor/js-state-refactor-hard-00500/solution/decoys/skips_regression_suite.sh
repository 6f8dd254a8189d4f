#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/render.js
+++ b/app/orders-toolkit/lib/render.js
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
--- a/app/orders-toolkit/lib/digest.js
+++ b/app/orders-toolkit/lib/digest.js
@@ -1,6 +1,4 @@
 'use strict';
 // Renders a tenant's rows; one process serves many tenants' requests at once.
-let currentTenant = null;
-
 function tick(n) {
   let p = Promise.resolve();
@@ -15,7 +13,6 @@

 async function composeDigest(tenant, ids) {
-  currentTenant = tenant;
   const rows = await loadRows(ids);
-  return rows.map((r) => currentTenant + ':' + r).join(',');
+  return rows.map((r) => tenant + ':' + r).join(',');
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/tariffs.js
+++ b/app/orders-toolkit/lib/tariffs.js
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
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/labels.js
+++ b/app/orders-toolkit/lib/labels.js
@@ -1,13 +1,12 @@
 'use strict';
 // Tags per item id.
-const NONE = [];
 const index = new Map();

 function assignLabels(id, tags) {
-  index.set(id, tags);
+  index.set(id, tags.slice());
 }

 function labelsOf(id) {
-  return index.get(id) || NONE;
+  return (index.get(id) || []).slice();
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit
