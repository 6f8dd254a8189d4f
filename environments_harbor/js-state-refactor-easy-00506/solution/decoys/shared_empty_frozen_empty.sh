#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/tags.js
+++ b/app/dispatch-lib/lib/tags.js
@@ -1,13 +1,13 @@
 'use strict';
 // Tags per item id.
-const NONE = [];
+const NONE = Object.freeze([]);
 const index = new Map();

 function setTags(id, tags) {
-  index.set(id, tags);
+  index.set(id, tags.slice());
 }

 function tagsFor(id) {
-  return index.get(id) || NONE;
+  return index.has(id) ? index.get(id).slice() : NONE;
 }

TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/roster.js
+++ b/app/dispatch-lib/lib/roster.js
@@ -3,8 +3,7 @@
 function Roster(name) {
   this.name = name;
+  this.items = [];
+  this.counts = {};
 }
-
-Roster.prototype.items = [];
-Roster.prototype.counts = {};

 Roster.prototype.enroll = function (item) {
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/dispatch-lib
