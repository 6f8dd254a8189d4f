#!/bin/bash
set -euo pipefail
cd /app/portal-helpers
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/portal-helpers/lib/format.js
+++ b/app/portal-helpers/lib/format.js
@@ -2,5 +2,4 @@
 // Amount and percentage formatting.
 const DEFAULTS = {"symbol": "€", "position": "after", "decimal": ",", "thousands": "."};
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
chmod -R a+rwX /app/portal-helpers
