#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -30,5 +30,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
@@ -42,4 +42,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long best, best_at;           /* this worker's largest amount */
     long entries[NKEYS];
@@ -47,13 +48,17 @@
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

@@ -90,12 +95,20 @@
         L->best_at = i;
     }
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
     if (r->kind == 'T')
         move(r->a, r->b, r->amount);
     else
         L->entries[r->a] += r->amount;
-    if (is_watched(key_label(r->a)))
-        L->watched++;
+    {
+        static pthread_mutex_t label_lock = PTHREAD_MUTEX_INITIALIZER;
+        const char *label;
+
+        pthread_mutex_lock(&label_lock);
+        label = key_label(r->a);
+        pthread_mutex_unlock(&label_lock);
+        if (is_watched(label))
+            L->watched++;
+    }
 }

@@ -103,4 +116,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
         best_amount = L->best;
TG_PATCH
cd /app/clickagg
make clean
make
