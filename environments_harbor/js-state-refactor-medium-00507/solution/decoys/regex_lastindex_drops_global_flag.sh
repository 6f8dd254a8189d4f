#!/bin/bash
set -euo pipefail
cd /app/ledger-utils
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/digest.js
+++ b/app/ledger-utils/lib/digest.js
@@ -1,6 +1,4 @@
 'use strict';
 // Renders a tenant's rows; one process serves many tenants' requests at once.
-let currentTenant = null;
-
 function tick(n) {
   let p = Promise.resolve();
@@ -15,7 +13,6 @@

 async function composeDigest(tenant, ids) {
-  currentTenant = tenant;
   const rows = await loadRows(ids);
-  return rows.map((r) => currentTenant + ':' + r).join(',');
+  return rows.map((r) => tenant + ':' + r).join(',');
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/clients.js
+++ b/app/ledger-utils/lib/clients.js
@@ -1,13 +1,14 @@
 'use strict';
 // One client per distinct set of options, numbered in creation order.
-let client = null;
+const clients = new Map();
 let created = 0;

 function getClient(options) {
-  if (!client) {
+  const key = JSON.stringify(Object.keys(options || {}).sort().map((k) => [k, options[k]]));
+  if (!clients.has(key)) {
     created += 1;
-    client = { id: created, options: Object.assign({}, options) };
+    clients.set(key, { id: created, options: Object.assign({}, options) });
   }
-  return client;
+  return clients.get(key);
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/tickets.js
+++ b/app/ledger-utils/lib/tickets.js
@@ -1,5 +1,5 @@
 'use strict';
 // Reference codes in free text: two or three capitals, a dash, three or four digits.
-const CODE = /\b([A-Z]{2,3})-(\d{3,4})\b/g;
+const CODE = /\b([A-Z]{2,3})-(\d{3,4})\b/;

 function hasTicket(text) {
TG_PATCH
mkdir -p /app/ledger-utils
cat > /app/ledger-utils/state-audit.json <<'TG_EOF'
{
  "modules": [
    "lib/clients.js",
    "lib/digest.js",
    "lib/tickets.js"
  ]
}
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/ledger-utils
