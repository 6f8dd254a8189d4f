#!/bin/bash
set -euo pipefail
cd /app/billing-core
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/billing-core/lib/profiles.js
+++ b/app/billing-core/lib/profiles.js
@@ -16,11 +16,5 @@

 async function loadProfiles(ids) {
-  const out = [];
-  await Promise.all(
-    ids.map(async (id) => {
-      out.push(await fetchOne(id));
-    }),
-  );
-  return out;
+  return Promise.all(ids.map((id) => fetchOne(id)));
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/billing-core/lib/calendar.js
+++ b/app/billing-core/lib/calendar.js
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
node --test >/dev/null
chmod -R a+rwX /app/billing-core
