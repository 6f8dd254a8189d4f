#!/bin/bash
set -euo pipefail
cd /app/portal-helpers
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/portal-helpers/lib/balancer.js
+++ b/app/portal-helpers/lib/balancer.js
@@ -1,10 +1,10 @@
 'use strict';
 // Round-robin over a fixed list of members.
-let cursor = 0;
-
 function createPool(members) {
+  const list = members.slice();
+  let cursor = 0;
   return {
     pick() {
-      const m = members[cursor % members.length];
+      const m = list[cursor % list.length];
       cursor += 1;
       return m;
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/portal-helpers
