#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -31,6 +31,6 @@
 static long records, total;               /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static volatile long processed;          /* records done, for the progress monitor */
+static volatile int stop_monitor;

 /* what one worker adds up on its own, merged once at the end */
@@ -84,5 +84,5 @@
     long chunk = nrecs / nthreads;
     long start = id * chunk;
-    long end = start + chunk;
+    long end = id == nthreads - 1 ? nrecs : start + chunk;
     struct local L;

TG_PATCH
cd /app/ticketd
make clean
make
