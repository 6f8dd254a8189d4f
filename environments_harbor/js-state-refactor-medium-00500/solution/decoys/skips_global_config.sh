#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/quotes.js
+++ b/app/dispatch-lib/lib/quotes.js
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
--- a/app/dispatch-lib/lib/hooks.js
+++ b/app/dispatch-lib/lib/hooks.js
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
mkdir -p /app/dispatch-lib
cat > /app/dispatch-lib/state-audit.json <<'TG_EOF'
{
  "modules": [
    "lib/hooks.js",
    "lib/money.js",
    "lib/quotes.js"
  ]
}
TG_EOF
node --test >/dev/null
chmod -R a+rwX /app/dispatch-lib
