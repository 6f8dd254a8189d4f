#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/labq/src/labq.c
+++ b/app/labq/src/labq.c
@@ -31,5 +31,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 struct slot {
@@ -49,4 +49,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long ops[NKEYS], sum[NKEYS];
     long entries[NKEYS];
@@ -54,27 +55,24 @@
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
-}
-
-/* the audit sample's generator (a small LCG), seeded once per record */
-static unsigned int rng_state;
-
-static void rng_seed(unsigned int seed)
-{
-    rng_state = seed;
-}
-
-static unsigned int rng_next(void)
-{
-    rng_state = rng_state * 1103515245u + 12345u;
-    return (rng_state >> 16) & 0x7fff;
+    pthread_mutex_unlock(&acct_lock[hi]);
+    pthread_mutex_unlock(&acct_lock[lo]);
+}
+
+/* the audit sample's generator (a small LCG); the caller keeps the state */
+static unsigned int rng_next(unsigned int *state)
+{
+    *state = *state * 1103515245u + 12345u;
+    return (*state >> 16) & 0x7fff;
 }

@@ -109,14 +107,17 @@
     L->sum[r->a] += r->amount;
     __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
     if (r->kind == 'T')
         move(r->a, r->b, r->amount);
     else
         L->entries[r->a] += r->amount;
-    rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
-    if (rng_next() % 100 < SAMPLE_PERCENT) {
-        L->sampled++;
-        L->sampled_total += r->amount;
+    {
+        unsigned int state = (unsigned int)i * 2654435761u ^ SAMPLE_SALT;
+
+        if (rng_next(&state) % 100 < SAMPLE_PERCENT) {
+            L->sampled++;
+            L->sampled_total += r->amount;
+        }
     }
 }
@@ -125,4 +126,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -173,5 +176,5 @@

     pthread_mutex_lock(&ring_lock);
-    if (ring_count == 0 && !ring_done)
+    while (ring_count == 0 && !ring_done)
         pthread_cond_wait(&not_empty, &ring_lock);
     if (ring_done && ring_count == 0) {
TG_PATCH
cd /app/labq
make clean
make
