#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/parkpay/src/parkpay.c
+++ b/app/parkpay/src/parkpay.c
@@ -35,5 +35,4 @@

 static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
-static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

 static const char *const tag_names[NTAGS] = {"app", "card", "permit", "night", "coins"};
@@ -42,10 +41,11 @@
 static long sampled, sampled_total;       /* merged under merge_lock */

-static long processed;                   /* records done, for the progress monitor */
-static int stop_monitor;
+static long processed;                   /* records done, for the progress monitor (atomic) */
+static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

 /* what one worker adds up on its own, merged once at the end */
 struct local {
     long records, total;
+    long best, best_at;           /* this worker's largest amount */
     long tags[NTAGS];
     long sampled, sampled_total;
@@ -77,6 +77,6 @@
         int stop;

-        done = processed;
-        stop = stop_monitor;
+        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
+        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
         if (stop)
             break;
@@ -104,15 +104,13 @@
         }
     }
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

@@ -121,5 +119,5 @@
         }
     }
-    processed++;
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -129,4 +127,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int t = 0; t < NTAGS; t++)
         tag_count[t] += L->tags[t];
@@ -251,5 +253,5 @@
     for (t = 0; t < nthreads; t++)
         pthread_join(tid[t], NULL);
-    stop_monitor = 1;
+    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
     pthread_join(mon, NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
TG_PATCH
cd /app/parkpay
make clean
make
for t in 1 3 8; do ./parkpay examples/records.txt "$t" | diff - examples/expected.txt; done
tsan=/tmp/parkpay-tsan
gcc -fsanitize=thread -O1 -g -pthread -o "$tsan" src/parkpay.c
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$tsan" examples/records.txt 4 > /dev/null
# the gate's hack battery carries these files root-owned into its containers, where its payloads run
# as the agent user: they must stay writable for the battery to test anything
chmod -R a+rwX /app/parkpay
