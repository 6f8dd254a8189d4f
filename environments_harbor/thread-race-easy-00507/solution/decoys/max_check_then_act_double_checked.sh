#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -60,13 +60,15 @@
     if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
         pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
+        if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {   /* check again under the lock */
+            best_amount = r->amount;
+            best_at = i;
+        }
         pthread_mutex_unlock(&best_lock);
     }
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

TG_PATCH
cd /app/clickagg
make clean
make
