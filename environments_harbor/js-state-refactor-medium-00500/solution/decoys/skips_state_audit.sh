#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/quotes.js
+++ b/app/dispatch-lib/lib/quotes.js
@@ -16,11 +16,5 @@

 async function quoteAll(ids) {
-  const out = [];
-  await Promise.all(
-    ids.map(async (id) => {
-      out.push(await fetchOne(id));
-    }),
-  );
-  return out;
+  return Promise.all(ids.map((id) => fetchOne(id)));
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/hooks.js
+++ b/app/dispatch-lib/lib/hooks.js
@@ -4,6 +4,6 @@
 function armHooks(items, timer) {
   const fired = [];
-  for (var i = 0; i < items.length; i++) {
-    var label = items[i].id + '@' + items[i].ms;
+  for (let i = 0; i < items.length; i++) {
+    const label = items[i].id + '@' + items[i].ms;
     timer.after(items[i].ms, function () {
       fired.push(label + ' #' + (i + 1));
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/money.js
+++ b/app/dispatch-lib/lib/money.js
@@ -2,5 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "CHF", "position": "after", "decimal": ".", "thousands": ","};
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
node --test >/dev/null
chmod -R a+rwX /app/dispatch-lib
