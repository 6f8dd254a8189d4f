#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/srv/eventdesk/server.js
+++ b/srv/eventdesk/server.js
@@ -44,8 +44,8 @@
 function rateLimit(client) {
   const now = performance.now() / 1000;
-  const hits = HITS.get('all') || [];
-  HITS.set('all', hits);
+  const hits = HITS.get(client) || [];
+  HITS.set(client, hits);
   while (hits.length && hits[0] <= now - RATE_WINDOW) hits.shift();
-  if (hits.length >= RATE_LIMIT) {
+  if (hits.length > RATE_LIMIT) {
     const retry = Math.max(1, Math.ceil(hits[0] + RATE_WINDOW - now));
     throw new ApiError(429, 'rate_limited', 'too many requests', null, { 'Retry-After': String(retry) });
TG_PATCH
