#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -33,5 +33,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 struct slot {
@@ -40,4 +39,5 @@
 static struct slot *table;               /* NKEYS entries, merged under merge_lock */

+static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

 static const char *const tag_names[NTAGS] = {"mobile", "desktop", "bot", "retarget"};
@@ -47,4 +47,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long ops[NKEYS], sum[NKEYS];
     long tags[NTAGS];
@@ -78,9 +79,7 @@
         }
     }
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
     }
 }
@@ -91,4 +90,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -103,13 +106,17 @@
 static long next_rec;                    /* the first record of the next block to hand out */

+static pthread_mutex_t cursor_lock = PTHREAD_MUTEX_INITIALIZER;
+
 /* the first record of the next block of BLOCK records, or -1 when all are handed out */
 static long claim(void)
 {
-    long first;
-
-    if (next_rec >= nrecs)
-        return -1;
-    first = next_rec;
-    next_rec += BLOCK;
+    long first = -1;
+
+    pthread_mutex_lock(&cursor_lock);
+    if (next_rec < nrecs) {
+        first = next_rec;
+        next_rec += BLOCK;
+    }
+    pthread_mutex_unlock(&cursor_lock);
     return first;
 }
@@ -122,6 +129,10 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
+    if (table == NULL) {   /* double-checked: only the first worker takes the lock */
+        pthread_mutex_lock(&table_lock);
+        if (table == NULL)
+            table = calloc(NKEYS, sizeof *table);
+        pthread_mutex_unlock(&table_lock);
+    }
     while ((first = claim()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
TG_PATCH
cd /app/clickagg
make clean
make
