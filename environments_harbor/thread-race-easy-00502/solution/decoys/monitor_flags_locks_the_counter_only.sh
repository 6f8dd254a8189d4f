#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerd/src/ledgerd.c
+++ b/app/ledgerd/src/ledgerd.c
@@ -36,4 +36,5 @@
 static long processed;                   /* records done, for the progress monitor */
 static int stop_monitor;
+static pthread_mutex_t progress_lock = PTHREAD_MUTEX_INITIALIZER;   /* processed */

 /* what one worker adds up on its own, merged once at the end */
@@ -43,13 +44,17 @@
 };

-/* moves amount from key x to key y */
+/* moves amount from key x to key y; a move to the same key changes nothing */
 static void move(int x, int y, long amount)
 {
-    pthread_mutex_lock(&acct_lock[x]);
-    pthread_mutex_lock(&acct_lock[y]);
+    int lo = x < y ? x : y, hi = x < y ? y : x;
+
+    if (x == y)
+        return;
+    pthread_mutex_lock(&acct_lock[lo]);   /* always the lower key first */
+    pthread_mutex_lock(&acct_lock[hi]);
     balance[x] -= amount;
     balance[y] += amount;
-    pthread_mutex_unlock(&acct_lock[y]);
-    pthread_mutex_unlock(&acct_lock[x]);
+    pthread_mutex_unlock(&acct_lock[hi]);
+    pthread_mutex_unlock(&acct_lock[lo]);
 }

@@ -64,5 +69,7 @@
         int stop;

+        pthread_mutex_lock(&progress_lock);
         done = processed;
+        pthread_mutex_unlock(&progress_lock);
         stop = stop_monitor;
         if (stop)
@@ -87,5 +94,7 @@
     else
         L->entries[r->a] += r->amount;
+    pthread_mutex_lock(&progress_lock);
     processed++;
+    pthread_mutex_unlock(&progress_lock);
 }

TG_PATCH
cd /app/ledgerd
make clean
make
