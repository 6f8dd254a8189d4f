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
@@ -40,4 +39,5 @@
 static struct slot *table;               /* NKEYS entries, merged under merge_lock */

+static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

 static long balance[NKEYS];              /* moves, and the merged entries */
@@ -49,6 +49,6 @@
 static long sampled, sampled_total;       /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
@@ -61,13 +61,17 @@
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

@@ -94,16 +98,9 @@
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

@@ -118,6 +115,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -149,10 +146,13 @@
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

@@ -232,11 +232,14 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
+    if (table == NULL) {   /* double-checked: only the first worker takes the lock */
+        pthread_mutex_lock(&table_lock);
+        if (table == NULL)
+            table = calloc(NKEYS, sizeof *table);
+        pthread_mutex_unlock(&table_lock);
+    }
     while ((first = ring_pop()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
             process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -291,12 +294,11 @@
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
