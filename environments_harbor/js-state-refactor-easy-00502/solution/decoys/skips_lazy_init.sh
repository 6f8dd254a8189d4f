#!/bin/bash
set -euo pipefail
cd /app/fleet-tools
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleet-tools/lib/vouchers.js
+++ b/app/fleet-tools/lib/vouchers.js
@@ -1,15 +1,13 @@
 'use strict';
 // Numbered identifiers PREFIX-0001, PREFIX-0002, ...
-let counter = 0;
-
 class VoucherSeq {
   constructor(prefix, start = 1) {
     this.prefix = prefix;
-    counter = start - 1;
+    this.value = start - 1;
   }

   take() {
-    counter += 1;
-    return this.prefix + '-' + String(counter).padStart(4, '0');
+    this.value += 1;
+    return this.prefix + '-' + String(this.value).padStart(4, '0');
   }
 }
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/fleet-tools
