#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/meterd/src/meterd.c
+++ b/app/meterd/src/meterd.c
@@ -51,13 +51,17 @@
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

TG_PATCH
cd /app/meterd
make clean
make
