#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -31,10 +31,8 @@
 static int nthreads;
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
-static int finished;                     /* workers that are done */

 static long records, total;               /* merged under merge_lock */

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 struct slot {
@@ -43,4 +41,5 @@
 static struct slot *table;               /* NKEYS entries, merged under merge_lock */

+static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

 static const char *const tag_names[NTAGS] = {"mobile", "desktop", "bot", "retarget"};
@@ -49,10 +48,11 @@
 static long sampled, sampled_total;       /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long ops[NKEYS], sum[NKEYS];
     long tags[NTAGS];
@@ -68,16 +68,9 @@
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

@@ -92,6 +85,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -124,16 +117,17 @@
         }
     }
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
-    }
-    rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
-    if (rng_next() % 100 < SAMPLE_PERCENT) {
-        L->sampled++;
-        L->sampled_total += r->amount;
-    }
-    processed++;
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
+    }
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

@@ -143,4 +137,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -163,10 +161,13 @@

     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
+    if (table == NULL) {   /* double-checked: only the first worker takes the lock */
+        pthread_mutex_lock(&table_lock);
+        if (table == NULL)
+            table = calloc(NKEYS, sizeof *table);
+        pthread_mutex_unlock(&table_lock);
+    }
     for (long i = start; i < end; i++)
         process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -221,9 +222,8 @@
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
