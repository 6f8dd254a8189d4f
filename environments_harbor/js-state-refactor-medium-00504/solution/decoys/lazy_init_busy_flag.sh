#!/bin/bash
set -euo pipefail
cd /app/clinic-shared
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clinic-shared/lib/directory.js
+++ b/app/clinic-shared/lib/directory.js
@@ -3,4 +3,5 @@
 const SOURCE = ["plan-21", "plan-34", "plan-56", "plan-88"];
 let catalog = null;
+let loading = false;
 let loads = 0;

@@ -18,6 +19,8 @@

 async function getDirectory() {
-  if (!catalog) {
+  if (!catalog && !loading) {
+    loading = true;
     catalog = await fetchAll();
+    loading = false;
   }
   return catalog;
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
@@ -10,6 +10,5 @@

 function termEnd(months) {
-  const d = START;
-  d.setUTCMonth(d.getUTCMonth() + months);
+  const d = new Date(Date.UTC(START.getUTCFullYear(), START.getUTCMonth() + months, START.getUTCDate()));
   return d.toISOString().slice(0, 10);
 }
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/clinic-shared
