#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -31,5 +31,4 @@
 static int nthreads;
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
-static int finished;                     /* workers that are done */

 static long records, total;               /* merged under merge_lock */
@@ -49,6 +48,6 @@
 static long sampled, sampled_total;       /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
@@ -68,16 +67,9 @@
 }

-/* the audit sample's generator (a small LCG), seeded once per record */
-static unsigned int rng_state;
-
-static void rng_seed(unsigned int seed)
-{
-    rng_state = seed;
-}
-
-static unsigned int rng_next(void)
-{
-    rng_state = rng_state * 1103515245u + 12345u;
-    return (rng_state >> 16) & 0x7fff;
+/* the audit sample's generator (a small LCG); the caller keeps the state */
+static unsigned int rng_next(unsigned int *state)
+{
+    *state = *state * 1103515245u + 12345u;
+    return (*state >> 16) & 0x7fff;
 }

@@ -92,6 +84,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -130,10 +122,13 @@
         pthread_mutex_unlock(&best_lock);
     }
-    rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
-    if (rng_next() % 100 < SAMPLE_PERCENT) {
-        L->sampled++;
-        L->sampled_total += r->amount;
-    }
-    processed++;
+    {
+        unsigned int state = (unsigned int)i * 2654435761u ^ SAMPLE_SALT;
+
+        if (rng_next(&state) % 100 < SAMPLE_PERCENT) {
+            L->sampled++;
+            L->sampled_total += r->amount;
+        }
+    }
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -163,10 +158,7 @@

     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     for (long i = start; i < end; i++)
         process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -217,13 +209,13 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     pthread_create(&mon, NULL, monitor, NULL);
     for (t = 0; t < nthreads; t++) {
         ids[t] = t;
         pthread_create(&tid[t], NULL, worker, &ids[t]);
-        pthread_detach(tid[t]);
-    }
-    while (finished < nthreads)   /* the workers are detached */
-        usleep(200);
-    stop_monitor = 1;
+    }
+    for (t = 0; t < nthreads; t++)
+        pthread_join(tid[t], NULL);
+    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
     pthread_join(mon, NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
TG_PATCH
cat >> /app/clickagg/Makefile <<'MK'

tsan: src/clickagg.c
	$(CC) -fsanitize=thread -O1 -g -pthread -o clickagg-tsan src/clickagg.c
MK
cd /app/clickagg
make clean
make
