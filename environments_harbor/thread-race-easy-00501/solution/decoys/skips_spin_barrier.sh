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
@@ -109,5 +108,4 @@
         process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -160,8 +158,7 @@
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
cd /app/ledgerd
make clean
make
