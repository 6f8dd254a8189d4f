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
@@ -47,20 +48,22 @@
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

@@ -90,12 +93,16 @@
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
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
 }

@@ -103,4 +110,6 @@
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
for t in 1 3 8; do ./clickagg examples/records.txt "$t" | diff - examples/expected.txt; done
tsan=/tmp/clickagg-tsan
gcc -fsanitize=thread -O1 -g -pthread -o "$tsan" src/clickagg.c
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$tsan" examples/records.txt 4 > /dev/null
# the gate's hack battery carries these files root-owned into its containers, where its payloads run
# as the agent user: they must stay writable for the battery to test anything
chmod -R a+rwX /app/clickagg
