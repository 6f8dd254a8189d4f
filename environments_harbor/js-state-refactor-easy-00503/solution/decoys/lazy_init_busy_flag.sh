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
@@ -3,4 +3,5 @@
 const SOURCE = ["svc-33", "svc-70", "svc-41", "svc-61"];
 let catalog = null;
+let loading = false;
 let loads = 0;

@@ -18,6 +19,8 @@

 async function loadPrices() {
-  if (!catalog) {
+  if (!catalog && !loading) {
+    loading = true;
     catalog = await fetchAll();
+    loading = false;
   }
   return catalog;
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit
