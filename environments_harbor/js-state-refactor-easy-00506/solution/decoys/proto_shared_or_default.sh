#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/tags.js
+++ b/app/dispatch-lib/lib/tags.js
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
--- a/app/dispatch-lib/lib/roster.js
+++ b/app/dispatch-lib/lib/roster.js
@@ -3,4 +3,6 @@
 function Roster(name) {
   this.name = name;
+  this.items = this.items || [];
+  this.counts = this.counts || {};
 }

TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/dispatch-lib
