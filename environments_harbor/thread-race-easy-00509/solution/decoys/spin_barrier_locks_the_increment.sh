#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/meterd/src/meterd.c
+++ b/app/meterd/src/meterd.c
@@ -42,4 +42,5 @@

 static int arrived;                      /* workers done with phase 1 */
+static pthread_mutex_t arrived_lock = PTHREAD_MUTEX_INITIALIZER;

 /* what one worker adds up on its own, merged once at the end */
@@ -51,13 +52,17 @@
 };

-/* moves amount from key x to key y */
+/* moves amount from key x to key y; a move to the same key changes nothing */
 static void move(int x, int y, long amount)
 {
-    pthread_mutex_lock(&acct_lock[x]);
-    pthread_mutex_lock(&acct_lock[y]);
+    int lo = x < y ? x : y, hi = x < y ? y : x;
+
+    if (x == y)
+        return;
+    pthread_mutex_lock(&acct_lock[lo]);   /* always the lower key first */
+    pthread_mutex_lock(&acct_lock[hi]);
     balance[x] -= amount;
     balance[y] += amount;
-    pthread_mutex_unlock(&acct_lock[y]);
-    pthread_mutex_unlock(&acct_lock[x]);
+    pthread_mutex_unlock(&acct_lock[hi]);
+    pthread_mutex_unlock(&acct_lock[lo]);
 }

@@ -132,5 +137,7 @@
             part += recs[i].amount;
         partial[id] = part;
+        pthread_mutex_lock(&arrived_lock);
         arrived++;
+        pthread_mutex_unlock(&arrived_lock);
         while (arrived < nthreads)   /* wait for the others */
             sched_yield();
TG_PATCH
cd /app/meterd
make clean
make
