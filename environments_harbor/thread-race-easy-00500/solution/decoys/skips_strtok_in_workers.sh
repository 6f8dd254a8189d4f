#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -38,5 +38,5 @@
 static long above_mean;                  /* merged under merge_lock */

-static int arrived;                      /* workers done with phase 1 */
+static pthread_barrier_t phase_barrier;

 /* what one worker adds up on its own, merged once at the end */
@@ -100,7 +100,5 @@
             part += recs[i].amount;
         partial[id] = part;
-        arrived++;
-        while (arrived < nthreads)   /* wait for the others */
-            sched_yield();
+        pthread_barrier_wait(&phase_barrier);
         for (int t = 0; t < nthreads; t++)
             grand += partial[t];
@@ -159,4 +157,5 @@
     }
     load(argv[1]);
+    pthread_barrier_init(&phase_barrier, NULL, nthreads);
     for (t = 0; t < nthreads; t++) {
         ids[t] = t;
TG_PATCH
cd /app/ticketd
make clean
make
