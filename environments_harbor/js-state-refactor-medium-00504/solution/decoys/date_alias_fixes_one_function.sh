#!/bin/bash
set -euo pipefail
cd /app/clinic-shared
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clinic-shared/lib/directory.js
+++ b/app/clinic-shared/lib/directory.js
@@ -2,5 +2,5 @@
 // Loaded lazily on first use and shared by every caller until reloadDirectory().
 const SOURCE = ["plan-21", "plan-34", "plan-56", "plan-88"];
-let catalog = null;
+let pending = null;
 let loads = 0;

@@ -17,13 +17,11 @@
 }

-async function getDirectory() {
-  if (!catalog) {
-    catalog = await fetchAll();
-  }
-  return catalog;
+function getDirectory() {
+  if (!pending) pending = fetchAll();
+  return pending;
 }

 function reloadDirectory() {
-  catalog = null;
+  pending = null;
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clinic-shared/lib/hooks.js
+++ b/app/clinic-shared/lib/hooks.js
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
--- a/app/clinic-shared/lib/renewals.js
+++ b/app/clinic-shared/lib/renewals.js
@@ -4,5 +4,5 @@

 function renewBy(days) {
-  const d = START;
+  const d = new Date(START.getTime());
   d.setUTCDate(d.getUTCDate() + days);
   return d.toISOString().slice(0, 10);
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/clinic-shared
