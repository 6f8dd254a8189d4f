#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/http.js
+++ b/app/orders-toolkit/lib/http.js
@@ -4,6 +4,6 @@

 function requestOptions(overrides = {}) {
-  const headers = Object.assign(DEFAULTS.headers, overrides.headers);
-  return Object.assign(DEFAULTS, overrides, { headers });
+  const headers = Object.assign({}, DEFAULTS.headers, overrides.headers);
+  return Object.assign({}, DEFAULTS, overrides, { headers });
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/pricelist.js
+++ b/app/orders-toolkit/lib/pricelist.js
@@ -2,5 +2,5 @@
 // Loaded lazily on first use and shared by every caller until refreshPrices().
 const SOURCE = ["svc-33", "svc-70", "svc-41", "svc-61"];
-let catalog = null;
+let pending = null;
 let loads = 0;

@@ -17,13 +17,11 @@
 }

-async function loadPrices() {
-  if (!catalog) {
-    catalog = await fetchAll();
-  }
-  return catalog;
+function loadPrices() {
+  if (!pending) pending = fetchAll();
+  return pending;
 }

 function refreshPrices() {
-  catalog = null;
+  pending = null;
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit
