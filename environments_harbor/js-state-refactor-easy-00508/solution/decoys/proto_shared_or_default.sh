#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/quotes.js
+++ b/app/orders-toolkit/lib/quotes.js
@@ -16,11 +16,5 @@

 async function quoteAll(ids) {
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
--- a/app/orders-toolkit/lib/registry.js
+++ b/app/orders-toolkit/lib/registry.js
@@ -3,4 +3,6 @@
 function Registry(name) {
   this.name = name;
+  this.items = this.items || [];
+  this.counts = this.counts || {};
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit
