#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/parkpay/src/parkpay.c
+++ b/app/parkpay/src/parkpay.c
@@ -31,4 +31,5 @@

 static long records, total;
+static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;  /* records */

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
@@ -59,11 +60,13 @@
         L->best_at = i;
     }
+    pthread_mutex_lock(&count_lock);
     records++;
+    pthread_mutex_unlock(&count_lock);
     total += r->amount;
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

TG_PATCH
cd /app/parkpay
make clean
make
