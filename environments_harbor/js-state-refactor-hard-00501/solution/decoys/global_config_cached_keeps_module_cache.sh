#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/money.js
+++ b/app/dispatch-lib/lib/money.js
@@ -2,5 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "CHF", "position": "after", "decimal": ".", "thousands": ","};
-let settings = Object.assign({}, DEFAULTS);
 const cache = new Map();

@@ -9,26 +8,39 @@
 }

-// Settings are process-wide: call configure() once at start-up.
-function configure(options) {
-  settings = Object.assign({}, settings, options);
-  cache.clear();
+// Every formatter has its own settings; the module-level functions use a default formatter.
+function makeMoneyFormat(options) {
+  let settings = Object.assign({}, DEFAULTS, options);
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
--- a/app/dispatch-lib/lib/http.js
+++ b/app/dispatch-lib/lib/http.js
@@ -4,6 +4,6 @@

 function requestOptions(overrides = {}) {
-  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
-  return Object.assign(DEFAULTS, overrides, { headers });
+  const headers = Object.assign({}, DEFAULTS.headers, overrides.headers);
+  return Object.assign({}, DEFAULTS, overrides, { headers });
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/vouchers.js
+++ b/app/dispatch-lib/lib/vouchers.js
@@ -1,15 +1,13 @@
 'use strict';
 // Numbered identifiers PREFIX-0001, PREFIX-0002, ...
-let counter = 0;
-
 class VoucherSeq {
   constructor(prefix, start = 1) {
     this.prefix = prefix;
-    counter = start - 1;
+    this.value = start - 1;
   }

   take() {
-    counter += 1;
-    return this.prefix + '-' + String(counter).padStart(4, '0');
+    this.value += 1;
+    return this.prefix + '-' + String(this.value).padStart(4, '0');
   }
 }
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/ledger.js
+++ b/app/dispatch-lib/lib/ledger.js
@@ -3,8 +3,7 @@
 function Ledger(name) {
   this.name = name;
+  this.items = [];
+  this.counts = {};
 }
-
-Ledger.prototype.items = [];
-Ledger.prototype.counts = {};

 Ledger.prototype.record = function (item) {
TG_PATCH
mkdir -p /app/dispatch-lib
cat > /app/dispatch-lib/state-audit.json <<'TG_EOF'
{
  "modules": [
    "lib/http.js",
    "lib/ledger.js",
    "lib/money.js",
    "lib/vouchers.js"
  ]
}
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/dispatch-lib
