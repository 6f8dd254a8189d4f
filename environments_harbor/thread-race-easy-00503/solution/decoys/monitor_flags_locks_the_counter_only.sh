#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -33,4 +33,5 @@
 static long processed;                   /* records done, for the progress monitor */
 static int stop_monitor;
+static pthread_mutex_t progress_lock = PTHREAD_MUTEX_INITIALIZER;   /* processed */

 /* what one worker adds up on its own, merged once at the end */
@@ -49,5 +50,7 @@
         int stop;

+        pthread_mutex_lock(&progress_lock);
         done = processed;
+        pthread_mutex_unlock(&progress_lock);
         stop = stop_monitor;
         if (stop)
@@ -68,5 +71,7 @@
     L->records++;
     L->total += r->amount;
+    pthread_mutex_lock(&progress_lock);
     processed++;
+    pthread_mutex_unlock(&progress_lock);
 }

@@ -84,5 +89,5 @@
     long chunk = nrecs / nthreads;
     long start = id * chunk;
-    long end = start + chunk;
+    long end = id == nthreads - 1 ? nrecs : start + chunk;
     struct local L;

TG_PATCH
cd /app/ticketd
make clean
make
