#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -31,4 +31,5 @@

 static long records, total;
+static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;  /* records */

 struct slot {
@@ -81,5 +82,7 @@
             L->watched++;
     }
+    pthread_mutex_lock(&count_lock);
     records++;
+    pthread_mutex_unlock(&count_lock);
     total += r->amount;
 }
@@ -105,6 +108,4 @@

     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     for (long i = start; i < end; i++)
         process(i, &L);
@@ -144,4 +145,5 @@
 {
     pthread_t tid[MAX_THREADS];
+    int ids[MAX_THREADS];
     int t;

@@ -156,6 +158,8 @@
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
