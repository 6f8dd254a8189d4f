#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/labq/src/labq.c
+++ b/app/labq/src/labq.c
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
@@ -94,16 +93,9 @@
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

@@ -118,6 +110,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -149,10 +141,13 @@
     else
         L->entries[r->a] += r->amount;
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

@@ -232,11 +227,8 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     while ((first = ring_pop()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
             process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -286,4 +278,5 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     for (int k = 0; k < NKEYS; k++)
         pthread_mutex_init(&acct_lock[k], NULL);
@@ -291,12 +284,11 @@
     for (t = 0; t < nthreads; t++) {
         pthread_create(&tid[t], NULL, worker, NULL);
-        pthread_detach(tid[t]);
     }
     for (long i = 0; i < nrecs; i += BLOCK)   /* main() feeds the ring */
         ring_push(i);
     ring_close();
-    while (finished < nthreads)   /* the workers are detached */
-        usleep(200);
-    stop_monitor = 1;
+    for (t = 0; t < nthreads; t++)
+        pthread_join(tid[t], NULL);
+    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
     pthread_join(mon, NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
TG_PATCH
cd /app/labq
make clean
make
