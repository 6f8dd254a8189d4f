#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -31,6 +31,6 @@
 static long records, total;               /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
@@ -49,6 +49,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -68,5 +68,5 @@
     L->records++;
     L->total += r->amount;
-    processed++;
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -84,5 +84,5 @@
     long chunk = nrecs / nthreads;
     long start = id * chunk;
-    long end = start + chunk;
+    long end = id == nthreads - 1 ? nrecs : start + chunk;
     struct local L;

@@ -146,5 +146,5 @@
     for (t = 0; t < nthreads; t++)
         pthread_join(tid[t], NULL);
-    stop_monitor = 1;
+    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
     pthread_join(mon, NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
TG_PATCH
cd /app/ticketd
make clean
make
for t in 1 3 8; do ./ticketd examples/records.txt "$t" | diff - examples/expected.txt; done
tsan=/tmp/ticketd-tsan
gcc -fsanitize=thread -O1 -g -pthread -o "$tsan" src/ticketd.c
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$tsan" examples/records.txt 4 > /dev/null
# the gate's hack battery carries these files root-owned into its containers, where its payloads run
# as the agent user: they must stay writable for the battery to test anything
chmod -R a+rwX /app/ticketd
