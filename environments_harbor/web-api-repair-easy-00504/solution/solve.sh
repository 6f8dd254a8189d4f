#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/server.js
+++ b/srv/eventdesk/server.js
@@ -44,6 +44,6 @@
 function rateLimit(client) {
   const now = performance.now() / 1000;
-  const hits = HITS.get('all') || [];
-  HITS.set('all', hits);
+  const hits = HITS.get(client) || [];
+  HITS.set(client, hits);
   while (hits.length && hits[0] <= now - RATE_WINDOW) hits.shift();
   if (hits.length >= RATE_LIMIT) {
TG_PATCH
