#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/meterd/src/meterd.c
+++ b/app/meterd/src/meterd.c
@@ -32,5 +32,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 static long balance[NKEYS];              /* moves, and the merged entries */
@@ -43,4 +42,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long entries[NKEYS];
 };
@@ -87,9 +87,7 @@
     L->total += r->amount;
     __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
     }
     if (r->kind == 'T')
@@ -104,4 +102,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         pthread_mutex_lock(&acct_lock[k]);
TG_PATCH
cd /app/meterd
make clean
make
