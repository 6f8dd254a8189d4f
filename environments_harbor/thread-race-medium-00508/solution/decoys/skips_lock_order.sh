#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/stockmove/src/stockmove.c
+++ b/app/stockmove/src/stockmove.c
@@ -28,5 +28,4 @@
 static int nthreads;
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
-static int finished;                     /* workers that are done */

 static long records, total;               /* merged under merge_lock */
@@ -110,5 +109,8 @@
 static void ring_close(void)
 {
-    ring_done = 1;   /* the workers see it on their next look */
+    pthread_mutex_lock(&ring_lock);
+    ring_done = 1;
+    pthread_cond_broadcast(&not_empty);
+    pthread_mutex_unlock(&ring_lock);
 }

@@ -144,5 +146,4 @@
             process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -195,11 +196,10 @@
     for (t = 0; t < nthreads; t++) {
         pthread_create(&tid[t], NULL, worker, NULL);
-        pthread_detach(tid[t]);
     }
     for (long i = 0; i < nrecs; i += BLOCK)   /* main() feeds the ring */
         ring_push(i);
     ring_close();
-    while (finished < nthreads)   /* the workers are detached */
-        usleep(200);
+    for (t = 0; t < nthreads; t++)
+        pthread_join(tid[t], NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
     printf("max=%ld at=%ld\n", best_amount, best_at);
TG_PATCH
cd /app/stockmove
make clean
make
