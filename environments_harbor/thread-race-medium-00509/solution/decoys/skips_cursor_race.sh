#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -33,5 +33,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 struct slot {
@@ -47,4 +46,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long ops[NKEYS], sum[NKEYS];
     long tags[NTAGS];
@@ -78,9 +78,7 @@
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
@@ -91,4 +89,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -122,6 +124,4 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     while ((first = claim()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
@@ -174,4 +174,5 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     for (t = 0; t < nthreads; t++) {
         pthread_create(&tid[t], NULL, worker, NULL);
TG_PATCH
cd /app/clickagg
make clean
make
