#!/bin/bash
set -euo pipefail
cd /app/portal-helpers
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/portal-helpers/lib/notify.js
+++ b/app/portal-helpers/lib/notify.js
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
--- a/app/portal-helpers/lib/numbering.js
+++ b/app/portal-helpers/lib/numbering.js
@@ -1,15 +1,13 @@
 'use strict';
 // Numbered identifiers PREFIX-0001, PREFIX-0002, ...
-let counter = 0;
-
 class Sequence {
   constructor(prefix, start = 1) {
     this.prefix = prefix;
-    counter = start - 1;
+    this.value = start - 1;
   }

   next() {
-    counter += 1;
-    return this.prefix + '-' + String(counter).padStart(4, '0');
+    this.value += 1;
+    return this.prefix + '-' + String(this.value).padStart(4, '0');
   }
 }
TG_PATCH
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/portal-helpers/lib/contacts.js
+++ b/app/portal-helpers/lib/contacts.js
@@ -23,4 +23,5 @@
     }
   }
+  seen.clear();
   return out;
 }
TG_PATCH
node --test >/dev/null
chmod -R a+rwX /app/portal-helpers
