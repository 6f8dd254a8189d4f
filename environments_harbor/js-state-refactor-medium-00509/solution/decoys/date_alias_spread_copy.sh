#!/bin/bash
set -euo pipefail
cd /app/billing-core
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/billing-core/lib/directory.js
+++ b/app/billing-core/lib/directory.js
@@ -2,5 +2,5 @@
 // Loaded lazily on first use and shared by every caller until reloadDirectory().
 const SOURCE = ["svc-54", "svc-61", "svc-10"];
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
--- a/app/billing-core/lib/renewals.js
+++ b/app/billing-core/lib/renewals.js
@@ -4,5 +4,5 @@

 function renewBy(days) {
-  const d = START;
+  const d = { ...START };
   d.setUTCDate(d.getUTCDate() + days);
   return d.toISOString().slice(0, 10);
@@ -10,5 +10,5 @@

 function termEnd(months) {
-  const d = START;
+  const d = { ...START };
   d.setUTCMonth(d.getUTCMonth() + months);
   return d.toISOString().slice(0, 10);
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/billing-core/lib/roster.js
+++ b/app/billing-core/lib/roster.js
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
node --test >/dev/null
chmod -R a+rwX /app/billing-core
