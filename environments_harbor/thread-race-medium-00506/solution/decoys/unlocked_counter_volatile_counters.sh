#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -30,5 +30,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static volatile long records, total;  /* volatile: every thread sees the latest value */

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
@@ -47,20 +47,22 @@
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
-}
-
-/* the label of a key, e.g. "CMP-07" */
-static const char *key_label(int key)
-{
-    static char buf[16];
-
+    pthread_mutex_unlock(&acct_lock[hi]);
+    pthread_mutex_unlock(&acct_lock[lo]);
+}
+
+/* the label of a key, e.g. "CMP-07", written into buf (16 bytes) */
+static const char *key_label(int key, char *buf)
+{
     int n = 0;

@@ -96,6 +98,10 @@
     else
         L->entries[r->a] += r->amount;
-    if (is_watched(key_label(r->a)))
-        L->watched++;
+    {
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
 }

TG_PATCH
cd /app/clickagg
make clean
make
