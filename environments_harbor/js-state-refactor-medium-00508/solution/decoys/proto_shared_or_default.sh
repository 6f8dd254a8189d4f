#!/bin/bash
set -euo pipefail
cd /app/ledger-utils
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/registry.js
+++ b/app/ledger-utils/lib/registry.js
@@ -3,4 +3,6 @@
 function Registry(name) {
   this.name = name;
+  this.items = this.items || [];
+  this.counts = this.counts || {};
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/report.js
+++ b/app/ledger-utils/lib/report.js
@@ -1,6 +1,4 @@
 'use strict';
 // Renders a tenant's rows; one process serves many tenants' requests at once.
-let currentTenant = null;
-
 function tick(n) {
   let p = Promise.resolve();
@@ -15,7 +13,6 @@

 async function renderReport(tenant, ids) {
-  currentTenant = tenant;
   const rows = await loadRows(ids);
-  return rows.map((r) => currentTenant + ':' + r).join(',');
+  return rows.map((r) => tenant + ':' + r).join(',');
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/calendar.js
+++ b/app/ledger-utils/lib/calendar.js
@@ -4,5 +4,5 @@

 function dueDate(days) {
-  const d = START;
+  const d = new Date(START.getTime());
   d.setUTCDate(d.getUTCDate() + days);
   return d.toISOString().slice(0, 10);
@@ -10,6 +10,5 @@

 function periodEnd(months) {
-  const d = START;
-  d.setUTCMonth(d.getUTCMonth() + months);
+  const d = new Date(Date.UTC(START.getUTCFullYear(), START.getUTCMonth() + months, START.getUTCDate()));
   return d.toISOString().slice(0, 10);
 }
TG_PATCH
mkdir -p /app/ledger-utils
cat > /app/ledger-utils/state-audit.json <<'TG_EOF'
{
  "modules": [
    "lib/calendar.js",
    "lib/registry.js",
    "lib/report.js"
  ]
}
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/ledger-utils
