#!/bin/bash
set -euo pipefail
cd /app/dispatch-lib
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/notify.js
+++ b/app/dispatch-lib/lib/notify.js
@@ -7,10 +7,11 @@

 function listen(topic, handler) {
-  bus.on('message', (t, payload) => {
+  const listener = (t, payload) => {
     if (t === topic) handler(payload);
-  });
+  };
+  bus.on('message', listener);
   return {
     close() {
-      bus.removeListener('message', handler);
+      bus.removeListener('message', listener);
     },
   };
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
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/dispatch-lib/lib/money.js
+++ b/app/dispatch-lib/lib/money.js
@@ -8,5 +8,4 @@
 }

-// Settings are process-wide: call configure() once at start-up.
 function configure(options) {
   settings = Object.assign({}, settings, options);
@@ -28,3 +27,8 @@
 }

-module.exports = { configure, money, percent };
+function makeMoneyFormat(options) {
+  settings = Object.assign({}, DEFAULTS, options);
+  return { configure, money, percent };
+}
+
+module.exports = { makeMoneyFormat, configure, money, percent };
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/dispatch-lib
