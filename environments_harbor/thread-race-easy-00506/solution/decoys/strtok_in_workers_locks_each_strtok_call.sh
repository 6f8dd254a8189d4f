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
@@ -59,15 +60,22 @@
         L->best_at = i;
     }
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
     {
+        static pthread_mutex_t strtok_lock = PTHREAD_MUTEX_INITIALIZER;
         char buf[MAX_TAGS], *tok;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        pthread_mutex_lock(&strtok_lock);
+        tok = strtok(buf, ",");
+        pthread_mutex_unlock(&strtok_lock);
+        while (tok) {
             int t = tag_index(tok);

             if (t >= 0)
                 L->tags[t]++;
+            pthread_mutex_lock(&strtok_lock);
+            tok = strtok(NULL, ",");
+            pthread_mutex_unlock(&strtok_lock);
         }
     }
@@ -77,4 +85,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
         best_amount = L->best;
TG_PATCH
cd /app/parkpay
make clean
make
