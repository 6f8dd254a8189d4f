#!/bin/bash
set -euo pipefail
cd /app/fleet-tools
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleet-tools/lib/catalog.js
+++ b/app/fleet-tools/lib/catalog.js
@@ -2,5 +2,5 @@
 // Loaded lazily on first use and shared by every caller until reloadCatalog().
 const SOURCE = ["item-39", "item-53", "item-37"];
-let catalog = null;
+let pending = null;
 let loads = 0;

@@ -17,13 +17,11 @@
 }

-async function getCatalog() {
-  if (!catalog) {
-    catalog = await fetchAll();
-  }
-  return catalog;
+function getCatalog() {
+  if (!pending) pending = fetchAll();
+  return pending;
 }

 function reloadCatalog() {
-  catalog = null;
+  pending = null;
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/fleet-tools
