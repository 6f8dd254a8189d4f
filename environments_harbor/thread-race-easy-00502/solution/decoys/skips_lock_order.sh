#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerd/src/ledgerd.c
+++ b/app/ledgerd/src/ledgerd.c
@@ -34,6 +34,6 @@
 static pthread_mutex_t acct_lock[NKEYS];   /* one per key, for balance[] */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
@@ -64,6 +64,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -87,5 +87,5 @@
     else
         L->entries[r->a] += r->amount;
-    processed++;
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -220,5 +220,5 @@
     for (t = 0; t < nthreads; t++)
         pthread_join(tid[t], NULL);
-    stop_monitor = 1;
+    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
     pthread_join(mon, NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
TG_PATCH
cd /app/ledgerd
make clean
make
