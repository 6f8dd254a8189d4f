#!/bin/bash
set -euo pipefail
cd /app/orders-toolkit
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/orders-toolkit/lib/registry.js
+++ b/app/orders-toolkit/lib/registry.js
@@ -3,8 +3,7 @@
 function Registry(name) {
   this.name = name;
+  this.items = [];
+  this.counts = {};
 }
-
-Registry.prototype.items = [];
-Registry.prototype.counts = {};

 Registry.prototype.add = function (item) {
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/orders-toolkit
