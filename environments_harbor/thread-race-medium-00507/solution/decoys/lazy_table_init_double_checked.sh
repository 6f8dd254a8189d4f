#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -37,10 +37,11 @@
 static struct slot *table;               /* NKEYS entries, merged under merge_lock */

+static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

 static const char *const watch_list[] = {"VN-10", "VN-14"};
 static long watched;                      /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
@@ -83,6 +84,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -110,5 +111,5 @@
             L->watched++;
     }
-    processed++;
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -167,5 +168,5 @@
     }
     first = ring[ring_head];
-    ring_head = (ring_head + 1) % (RING_CAP - 1);
+    ring_head = (ring_head + 1) % RING_CAP;
     ring_count--;
     pthread_cond_signal(&not_full);
@@ -181,6 +182,10 @@
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
@@ -243,5 +248,5 @@
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
