#!/bin/bash
set -euo pipefail
cd /app/hub-common
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/hub-common/lib/billing.js
+++ b/app/hub-common/lib/billing.js
@@ -4,5 +4,5 @@

 function paymentDue(days) {
-  const d = START;
+  const d = new Date(START.getTime());
   d.setUTCDate(d.getUTCDate() + days);
   return d.toISOString().slice(0, 10);
@@ -10,6 +10,5 @@

 function cycleEnd(months) {
-  const d = START;
-  d.setUTCMonth(d.getUTCMonth() + months);
+  const d = new Date(Date.UTC(START.getUTCFullYear(), START.getUTCMonth() + months, START.getUTCDate()));
   return d.toISOString().slice(0, 10);
 }
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/hub-common/lib/ledger.js
+++ b/app/hub-common/lib/ledger.js
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
node --test >/dev/null
chmod -R a+rwX /app/hub-common
