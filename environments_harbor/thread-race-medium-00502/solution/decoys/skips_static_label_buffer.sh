#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -35,5 +35,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 static long balance[NKEYS];              /* moves, and the merged entries */
@@ -48,4 +47,5 @@
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long entries[NKEYS];
     long watched;
@@ -92,16 +92,9 @@
 }

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
+/* the audit sample's generator (a small LCG); the caller keeps the state */
+static unsigned int rng_next(unsigned int *state)
+{
+    *state = *state * 1103515245u + 12345u;
+    return (*state >> 16) & 0x7fff;
 }

@@ -116,16 +109,17 @@
     else
         L->entries[r->a] += r->amount;
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
     }
     if (is_watched(key_label(r->a)))
         L->watched++;
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
@@ -136,4 +130,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         pthread_mutex_lock(&acct_lock[k]);
TG_PATCH
cd /app/ticketd
make clean
make
