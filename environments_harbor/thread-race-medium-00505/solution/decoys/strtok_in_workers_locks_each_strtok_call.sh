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
@@ -104,22 +104,27 @@
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
+        static pthread_mutex_t strtok_lock = PTHREAD_MUTEX_INITIALIZER;
         char buf[MAX_TAGS], *tok;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        pthread_mutex_lock(&strtok_lock);
+        tok = strtok(buf, ",");
+        pthread_mutex_unlock(&strtok_lock);
+        while (tok) {
             int t = tag_index(tok);

             if (t >= 0)
                 L->tags[t]++;
+            pthread_mutex_lock(&strtok_lock);
+            tok = strtok(NULL, ",");
+            pthread_mutex_unlock(&strtok_lock);
         }
     }
-    processed++;
+    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
 }

@@ -129,4 +134,8 @@
     records += L->records;
     total += L->total;
+    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
+        best_amount = L->best;
+        best_at = L->best_at;
+    }
     for (int t = 0; t < NTAGS; t++)
         tag_count[t] += L->tags[t];
@@ -251,5 +260,5 @@
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
