#!/bin/bash
set -euo pipefail
cd /app/ops-common
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ops-common/lib/tags.js
+++ b/app/ops-common/lib/tags.js
@@ -1,13 +1,12 @@
 'use strict';
 // Tags per item id.
-const NONE = [];
 const index = new Map();

 function setTags(id, tags) {
-  index.set(id, tags);
+  index.set(id, tags.slice());
 }

 function tagsFor(id) {
-  return index.get(id) || NONE;
+  return (index.get(id) || []).slice();
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ops-common/lib/statement.js
+++ b/app/ops-common/lib/statement.js
@@ -1,6 +1,4 @@
 'use strict';
 // Renders a tenant's rows; one process serves many tenants' requests at once.
-let currentTenant = null;
-
 function tick(n) {
   let p = Promise.resolve();
@@ -15,7 +13,6 @@

 async function buildStatement(tenant, ids) {
-  currentTenant = tenant;
   const rows = await loadRows(ids);
-  return rows.map((r) => currentTenant + ':' + r).join(',');
+  return rows.map((r) => tenant + ':' + r).join(',');
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ops-common/lib/hooks.js
+++ b/app/ops-common/lib/hooks.js
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
mkdir -p /app/ops-common
cat > /app/ops-common/state-audit.json <<'TG_EOF'
{
  "modules": [
    "lib/hooks.js",
    "lib/statement.js",
    "lib/tags.js"
  ]
}
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/ops-common
