#!/bin/bash
set -euo pipefail
cd /app/ledger-utils
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledger-utils/lib/tags.js
+++ b/app/ledger-utils/lib/tags.js
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
node --test >/dev/null
chmod -R a+rwX /app/ledger-utils
