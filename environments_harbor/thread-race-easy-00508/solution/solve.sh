#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -32,5 +32,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 struct slot {
@@ -39,10 +38,11 @@
 static struct slot *table;               /* NKEYS entries, merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long ops[NKEYS], sum[NKEYS];
 };
@@ -58,6 +58,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -79,11 +79,9 @@
     L->ops[r->a]++;
     L->sum[r->a] += r->amount;
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
-    }
-    processed++;
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
+    }
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -93,4 +91,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -216,5 +218,5 @@
     for (t = 0; t < nthreads; t++)
         pthread_join(tid[t], NULL);
-    stop_monitor = 1;
+    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
     pthread_join(mon, NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
TG_PATCH
cd /app/clickagg
make clean
make
for t in 1 3 8; do ./clickagg examples/records.txt "$t" | diff - examples/expected.txt; done
tsan=/tmp/clickagg-tsan
gcc -fsanitize=thread -O1 -g -pthread -o "$tsan" src/clickagg.c
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$tsan" examples/records.txt 4 > /dev/null
# the gate's hack battery carries these files root-owned into its containers, where its payloads run
# as the agent user: they must stay writable for the battery to test anything
chmod -R a+rwX /app/clickagg
