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
@@ -68,9 +68,7 @@
 }

-/* the label of a key, e.g. "VN-07" */
-static const char *key_label(int key)
-{
-    static char buf[16];
-
+/* the label of a key, e.g. "VN-07", written into buf (16 bytes) */
+static const char *key_label(int key, char *buf)
+{
     int n = 0;

@@ -92,16 +90,9 @@
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

@@ -116,16 +107,21 @@
     else
         L->entries[r->a] += r->amount;
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
-    }
-    if (is_watched(key_label(r->a)))
-        L->watched++;
-    rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
-    if (rng_next() % 100 < SAMPLE_PERCENT) {
-        L->sampled++;
-        L->sampled_total += r->amount;
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
+    }
+    {
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
+    {
+        unsigned int state = (unsigned int)i * 2654435761u ^ SAMPLE_SALT;
+
+        if (rng_next(&state) % 100 < SAMPLE_PERCENT) {
+            L->sampled++;
+            L->sampled_total += r->amount;
+        }
     }
 }
@@ -136,4 +132,8 @@
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
for t in 1 3 8; do ./ticketd examples/records.txt "$t" | diff - examples/expected.txt; done
tsan=/tmp/ticketd-tsan
gcc -fsanitize=thread -O1 -g -pthread -o "$tsan" src/ticketd.c
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$tsan" examples/records.txt 4 > /dev/null
# the gate's hack battery carries these files root-owned into its containers, where its payloads run
# as the agent user: they must stay writable for the battery to test anything
chmod -R a+rwX /app/ticketd
