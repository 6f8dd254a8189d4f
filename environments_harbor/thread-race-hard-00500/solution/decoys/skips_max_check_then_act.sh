#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleetfuel/src/fleetfuel.c
+++ b/app/fleetfuel/src/fleetfuel.c
@@ -45,5 +45,5 @@
 static long above_mean;                  /* merged under merge_lock */

-static int arrived;                      /* workers done with phase 1 */
+static pthread_barrier_t phase_barrier;

 /* what one worker adds up on its own, merged once at the end */
@@ -63,9 +63,7 @@
 }

-/* the label of a key, e.g. "DP-07" */
-static const char *key_label(int key)
-{
-    static char buf[16];
-
+/* the label of a key, e.g. "DP-07", written into buf (16 bytes) */
+static const char *key_label(int key, char *buf)
+{
     int n = 0;

@@ -110,6 +108,10 @@
         pthread_mutex_unlock(&best_lock);
     }
-    if (is_watched(key_label(r->a)))
-        L->watched++;
+    {
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
 }

@@ -131,5 +133,5 @@
     long chunk = nrecs / nthreads;
     long start = id * chunk;
-    long end = start + chunk;
+    long end = id == nthreads - 1 ? nrecs : start + chunk;
     struct local L;

@@ -141,7 +143,5 @@
             part += recs[i].amount;
         partial[id] = part;
-        arrived++;
-        while (arrived < nthreads)   /* wait for the others */
-            sched_yield();
+        pthread_barrier_wait(&phase_barrier);
         for (int t = 0; t < nthreads; t++)
             grand += partial[t];
@@ -187,4 +187,5 @@
 {
     pthread_t tid[MAX_THREADS];
+    int ids[MAX_THREADS];
     int t;

@@ -199,6 +200,8 @@
     }
     load(argv[1]);
+    pthread_barrier_init(&phase_barrier, NULL, nthreads);
     for (t = 0; t < nthreads; t++) {
-        pthread_create(&tid[t], NULL, worker, &t);
+        ids[t] = t;
+        pthread_create(&tid[t], NULL, worker, &ids[t]);
     }
     for (t = 0; t < nthreads; t++)
TG_PATCH
cat >> /app/fleetfuel/Makefile <<'MK'

tsan: src/fleetfuel.c
	$(CC) -fsanitize=thread -O1 -g -pthread -o fleetfuel-tsan src/fleetfuel.c
MK
cd /app/fleetfuel
make clean
make
