#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
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
