#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/stockmove/src/stockmove.c
+++ b/app/stockmove/src/stockmove.c
@@ -28,5 +28,5 @@
 static int nthreads;
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
-static int finished;                     /* workers that are done */
+static volatile int finished;            /* workers that are done */

 static long records, total;               /* merged under merge_lock */
@@ -44,13 +44,17 @@
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

@@ -110,5 +114,8 @@
 static void ring_close(void)
 {
-    ring_done = 1;   /* the workers see it on their next look */
+    pthread_mutex_lock(&ring_lock);
+    ring_done = 1;
+    pthread_cond_broadcast(&not_empty);
+    pthread_mutex_unlock(&ring_lock);
 }

TG_PATCH
cd /app/stockmove
make clean
make
