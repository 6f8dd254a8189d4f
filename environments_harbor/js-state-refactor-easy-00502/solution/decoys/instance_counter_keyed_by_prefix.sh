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
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleet-tools/lib/vouchers.js
+++ b/app/fleet-tools/lib/vouchers.js
@@ -1,15 +1,15 @@
 'use strict';
 // Numbered identifiers PREFIX-0001, PREFIX-0002, ...
-let counter = 0;
+const counters = new Map();

 class VoucherSeq {
   constructor(prefix, start = 1) {
     this.prefix = prefix;
-    counter = start - 1;
+    if (!counters.has(prefix)) counters.set(prefix, start - 1);
   }

   take() {
-    counter += 1;
-    return this.prefix + '-' + String(counter).padStart(4, '0');
+    counters.set(this.prefix, counters.get(this.prefix) + 1);
+    return this.prefix + '-' + String(counters.get(this.prefix)).padStart(4, '0');
   }
 }
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/fleet-tools
