#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/notify.js
+++ b/app/dispatch-lib/lib/notify.js
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
--- a/app/dispatch-lib/lib/roster.js
+++ b/app/dispatch-lib/lib/roster.js
@@ -3,8 +3,7 @@
 function Roster(name) {
   this.name = name;
+  this.items = [];
+  this.counts = {};
 }
-
-Roster.prototype.items = [];
-Roster.prototype.counts = {};

 Roster.prototype.enroll = function (item) {
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/money.js
+++ b/app/dispatch-lib/lib/money.js
@@ -2,5 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "£", "position": "before", "decimal": ".", "thousands": ","};
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
