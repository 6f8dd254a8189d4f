#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerd/src/ledgerd.c
+++ b/app/ledgerd/src/ledgerd.c
@@ -29,5 +29,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 struct slot {
@@ -38,4 +38,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long ops[NKEYS], sum[NKEYS];
 };
@@ -47,6 +48,6 @@
     L->ops[r->a]++;
     L->sum[r->a] += r->amount;
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
 }

@@ -54,4 +55,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
TG_PATCH
cd /app/ledgerd
make clean
make
