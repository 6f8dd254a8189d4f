#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/stockmove/src/stockmove.c
+++ b/app/stockmove/src/stockmove.c
@@ -28,5 +28,4 @@
 static int nthreads;
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;
-static int finished;                     /* workers that are done */

 static long records, total;               /* merged under merge_lock */
@@ -44,13 +43,17 @@
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

@@ -110,5 +113,8 @@
 static void ring_close(void)
 {
-    ring_done = 1;   /* the workers see it on their next look */
+    pthread_mutex_lock(&ring_lock);
+    ring_done = 1;
+    pthread_cond_broadcast(&not_empty);
+    pthread_mutex_unlock(&ring_lock);
 }

@@ -144,5 +150,4 @@
             process(i, &L);
     merge(&L);
-    finished++;   /* tell main() this worker is done */
     return NULL;
 }
@@ -195,11 +200,10 @@
     for (t = 0; t < nthreads; t++) {
         pthread_create(&tid[t], NULL, worker, NULL);
-        pthread_detach(tid[t]);
     }
     for (long i = 0; i < nrecs; i += BLOCK)   /* main() feeds the ring */
         ring_push(i);
     ring_close();
-    while (finished < nthreads)   /* the workers are detached */
-        usleep(200);
+    for (t = 0; t < nthreads; t++)
+        pthread_join(tid[t], NULL);
     printf("records=%ld\ntotal=%ld\n", records, total);
     printf("max=%ld at=%ld\n", best_amount, best_at);
TG_PATCH
cd /app/stockmove
make clean
make
for t in 1 3 8; do ./stockmove examples/records.txt "$t" | diff - examples/expected.txt; done
tsan=/tmp/stockmove-tsan
gcc -fsanitize=thread -O1 -g -pthread -o "$tsan" src/stockmove.c
TSAN_OPTIONS=halt_on_error=1:exitcode=66 "$tsan" examples/records.txt 4 > /dev/null
# the gate's hack battery carries these files root-owned into its containers, where its payloads run
# as the agent user: they must stay writable for the battery to test anything
chmod -R a+rwX /app/stockmove
