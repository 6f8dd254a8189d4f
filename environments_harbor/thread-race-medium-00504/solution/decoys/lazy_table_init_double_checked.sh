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
@@ -37,4 +37,5 @@
 static struct slot *table;               /* NKEYS entries, merged under merge_lock */

+static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

 static const char *const watch_list[] = {"CMP-01", "CMP-02", "CMP-10"};
@@ -43,4 +44,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long ops[NKEYS], sum[NKEYS];
     long watched;
@@ -81,6 +83,6 @@
             L->watched++;
     }
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
 }

@@ -88,4 +90,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -105,6 +109,10 @@

     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
+    if (table == NULL) {   /* double-checked: only the first worker takes the lock */
+        pthread_mutex_lock(&table_lock);
+        if (table == NULL)
+            table = calloc(NKEYS, sizeof *table);
+        pthread_mutex_unlock(&table_lock);
+    }
     for (long i = start; i < end; i++)
         process(i, &L);
@@ -144,4 +152,5 @@
 {
     pthread_t tid[MAX_THREADS];
+    int ids[MAX_THREADS];
     int t;

@@ -157,5 +166,6 @@
     load(argv[1]);
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
