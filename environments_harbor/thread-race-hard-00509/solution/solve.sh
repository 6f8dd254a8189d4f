#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -36,5 +36,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 struct slot {
@@ -51,10 +50,11 @@
 static long sampled, sampled_total;       /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long ops[NKEYS], sum[NKEYS];
     long tags[NTAGS];
@@ -71,9 +71,7 @@
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

@@ -95,16 +93,9 @@
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

@@ -119,6 +110,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -140,15 +131,13 @@
     L->ops[r->a]++;
     L->sum[r->a] += r->amount;
-    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
-        pthread_mutex_lock(&best_lock);
-        best_amount = r->amount;
-        best_at = i;
-        pthread_mutex_unlock(&best_lock);
+    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
+        L->best = r->amount;
+        L->best_at = i;
     }
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

@@ -157,12 +146,19 @@
         }
     }
-    if (is_watched(key_label(r->a)))
-        L->watched++;
-    rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
-    if (rng_next() % 100 < SAMPLE_PERCENT) {
-        L->sampled++;
-        L->sampled_total += r->amount;
-    }
-    processed++;
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
+    }
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -172,4 +168,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int k = 0; k < NKEYS; k++) {
         table[k].ops += L->ops[k];
@@ -268,5 +268,5 @@
     for (t = 0; t < nthreads; t++)
         pthread_join(tid[t], NULL);
-    stop_monitor = 1;
+    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
     pthread_join(mon, NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
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
