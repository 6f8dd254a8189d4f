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
@@ -58,9 +59,7 @@
 }

-/* the label of a key, e.g. "CMP-07" */
-static const char *key_label(int key)
-{
-    static char buf[16];
-
+/* the label of a key, e.g. "CMP-07", written into buf (16 bytes) */
+static const char *key_label(int key, char *buf)
+{
     int n = 0;

@@ -90,12 +89,16 @@
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

@@ -103,4 +106,6 @@
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
