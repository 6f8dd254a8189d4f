#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -30,5 +30,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static volatile long records, total;  /* volatile: every thread sees the latest value */

 struct slot {
@@ -105,6 +105,4 @@

     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     for (long i = start; i < end; i++)
         process(i, &L);
@@ -144,4 +142,5 @@
 {
     pthread_t tid[MAX_THREADS];
+    int ids[MAX_THREADS];
     int t;

@@ -156,6 +155,8 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     for (t = 0; t < nthreads; t++) {
-        pthread_create(&tid[t], NULL, worker, &t);
+        ids[t] = t;
+        pthread_create(&tid[t], NULL, worker, &ids[t]);
     }
     for (t = 0; t < nthreads; t++)
TG_PATCH
cd /app/clickagg
make clean
make
