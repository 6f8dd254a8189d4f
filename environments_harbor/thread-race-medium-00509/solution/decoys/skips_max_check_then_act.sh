#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/clickagg/src/clickagg.c
+++ b/app/clickagg/src/clickagg.c
@@ -103,13 +103,17 @@
 static long next_rec;                    /* the first record of the next block to hand out */

+static pthread_mutex_t cursor_lock = PTHREAD_MUTEX_INITIALIZER;
+
 /* the first record of the next block of BLOCK records, or -1 when all are handed out */
 static long claim(void)
 {
-    long first;
+    long first = -1;

-    if (next_rec >= nrecs)
-        return -1;
-    first = next_rec;
-    next_rec += BLOCK;
+    pthread_mutex_lock(&cursor_lock);
+    if (next_rec < nrecs) {
+        first = next_rec;
+        next_rec += BLOCK;
+    }
+    pthread_mutex_unlock(&cursor_lock);
     return first;
 }
@@ -122,6 +126,4 @@
     (void)arg;
     memset(&L, 0, sizeof L);
-    if (table == NULL)   /* the first worker sets the table up */
-        table = calloc(NKEYS, sizeof *table);
     while ((first = claim()) >= 0)
         for (long i = first; i < first + BLOCK && i < nrecs; i++)
@@ -174,4 +176,5 @@
     }
     load(argv[1]);
+    table = calloc(NKEYS, sizeof *table);
     for (t = 0; t < nthreads; t++) {
         pthread_create(&tid[t], NULL, worker, NULL);
TG_PATCH
cd /app/clickagg
make clean
make
