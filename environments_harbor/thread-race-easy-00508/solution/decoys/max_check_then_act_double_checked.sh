#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -39,6 +39,6 @@
 static struct slot *table;               /* NKEYS entries, merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
@@ -58,6 +58,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -81,9 +81,11 @@
     if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
         pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
+        if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {   /* check again under the lock */
+            best_amount = r->amount;
+            best_at = i;
+        }
         pthread_mutex_unlock(&best_lock);
     }
-    processed++;
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

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
