#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerd/src/ledgerd.c
+++ b/app/ledgerd/src/ledgerd.c
@@ -34,5 +34,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 static long balance[NKEYS];              /* moves, and the merged entries */
@@ -44,5 +43,5 @@
 static long above_mean;                  /* merged under merge_lock */

-static int arrived;                      /* workers done with phase 1 */
+static pthread_barrier_t phase_barrier;

 static long processed;                   /* records done, for the progress monitor (atomic) */
@@ -52,4 +51,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long entries[NKEYS];
     long sampled, sampled_total;
@@ -57,13 +57,17 @@
 };

-/* moves amount from key x to key y */
+/* moves amount from key x to key y; a move to the same key changes nothing */
 static void move(int x, int y, long amount)
 {
-    pthread_mutex_lock(&acct_lock[x]);
-    pthread_mutex_lock(&acct_lock[y]);
+    int lo = x < y ? x : y, hi = x < y ? y : x;
+
+    if (x == y)
+        return;
+    pthread_mutex_lock(&acct_lock[lo]);   /* always the lower key first */
+    pthread_mutex_lock(&acct_lock[hi]);
     balance[x] -= amount;
     balance[y] += amount;
-    pthread_mutex_unlock(&acct_lock[y]);
-    pthread_mutex_unlock(&acct_lock[x]);
+    pthread_mutex_unlock(&acct_lock[hi]);
+    pthread_mutex_unlock(&acct_lock[lo]);
 }

@@ -112,9 +116,7 @@
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
@@ -134,4 +136,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         pthread_mutex_lock(&acct_lock[k]);
@@ -160,7 +166,5 @@
             part += recs[i].amount;
         partial[id] = part;
-        arrived++;
-        while (arrived < nthreads)   /* wait for the others */
-            sched_yield();
+        pthread_barrier_wait(&phase_barrier);
         for (int t = 0; t < nthreads; t++)
             grand += partial[t];
@@ -207,4 +211,5 @@
     pthread_t tid[MAX_THREADS];
     pthread_t mon;
+    int ids[MAX_THREADS];
     int t;

@@ -221,7 +226,9 @@
     for (int k = 0; k < NKEYS; k++)
         pthread_mutex_init(&acct_lock[k], NULL);
+    pthread_barrier_init(&phase_barrier, NULL, nthreads);
     pthread_create(&mon, NULL, monitor, NULL);
     for (t = 0; t < nthreads; t++) {
-        pthread_create(&tid[t], NULL, worker, &t);
+        ids[t] = t;
+        pthread_create(&tid[t], NULL, worker, &ids[t]);
     }
     for (t = 0; t < nthreads; t++)
TG_PATCH
cd /app/ledgerd
make clean
make
