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
@@ -132,7 +132,5 @@
             part += recs[i].amount;
         partial[id] = part;
-        arrived++;
-        while (arrived < nthreads)   /* wait for the others */
-            sched_yield();
+        pthread_barrier_wait(&phase_barrier);
         for (int t = 0; t < nthreads; t++)
             grand += partial[t];
@@ -193,4 +191,5 @@
     for (int k = 0; k < NKEYS; k++)
         pthread_mutex_init(&acct_lock[k], NULL);
+    pthread_barrier_init(&phase_barrier, NULL, nthreads);
     for (t = 0; t < nthreads; t++) {
         ids[t] = t;
TG_PATCH
cd /app/meterd
make clean
make
