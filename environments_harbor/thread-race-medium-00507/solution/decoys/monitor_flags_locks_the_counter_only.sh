#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -43,4 +43,5 @@
 static long processed;                   /* records done, for the progress monitor */
 static int stop_monitor;
+static pthread_mutex_t progress_lock = PTHREAD_MUTEX_INITIALIZER;   /* processed */

 /* what one worker adds up on its own, merged once at the end */
@@ -83,5 +84,7 @@
         int stop;

+        pthread_mutex_lock(&progress_lock);
         done = processed;
+        pthread_mutex_unlock(&progress_lock);
         stop = stop_monitor;
         if (stop)
@@ -110,5 +113,7 @@
             L->watched++;
     }
+    pthread_mutex_lock(&progress_lock);
     processed++;
+    pthread_mutex_unlock(&progress_lock);
 }

@@ -167,5 +172,5 @@
     }
     first = ring[ring_head];
-    ring_head = (ring_head + 1) % (RING_CAP - 1);
+    ring_head = (ring_head + 1) % RING_CAP;
     ring_count--;
     pthread_cond_signal(&not_full);
@@ -181,6 +186,4 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     while ((first = ring_pop()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
@@ -234,4 +237,5 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     pthread_create(&mon, NULL, monitor, NULL);
     for (t = 0; t < nthreads; t++) {
TG_PATCH
cd /app/ticketd
make clean
make
