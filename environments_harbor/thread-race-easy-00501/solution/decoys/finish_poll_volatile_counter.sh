#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerd/src/ledgerd.c
+++ b/app/ledgerd/src/ledgerd.c
@@ -30,5 +30,5 @@
 static int nthreads;
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
-static int finished;                     /* workers that are done */
+static volatile int finished;            /* workers that are done */

 static long records, total;               /* merged under merge_lock */
@@ -39,5 +39,5 @@
 static long above_mean;                  /* merged under merge_lock */

-static int arrived;                      /* workers done with phase 1 */
+static pthread_barrier_t phase_barrier;

 /* what one worker adds up on its own, merged once at the end */
@@ -97,7 +97,5 @@
             part += recs[i].amount;
         partial[id] = part;
-        arrived++;
-        while (arrived < nthreads)   /* wait for the others */
-            sched_yield();
+        pthread_barrier_wait(&phase_barrier);
         for (int t = 0; t < nthreads; t++)
             grand += partial[t];
@@ -157,4 +155,5 @@
     }
     load(argv[1]);
+    pthread_barrier_init(&phase_barrier, NULL, nthreads);
     for (t = 0; t < nthreads; t++) {
         ids[t] = t;
TG_PATCH
cd /app/ledgerd
make clean
make
