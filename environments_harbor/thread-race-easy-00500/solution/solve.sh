#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -38,5 +38,5 @@
 static long above_mean;                  /* merged under merge_lock */

-static int arrived;                      /* workers done with phase 1 */
+static pthread_barrier_t phase_barrier;

 /* what one worker adds up on its own, merged once at the end */
@@ -62,8 +62,8 @@
     L->total += r->amount;
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

@@ -100,7 +100,5 @@
             part += recs[i].amount;
         partial[id] = part;
-        arrived++;
-        while (arrived < nthreads)   /* wait for the others */
-            sched_yield();
+        pthread_barrier_wait(&phase_barrier);
         for (int t = 0; t < nthreads; t++)
             grand += partial[t];
@@ -159,4 +157,5 @@
     }
     load(argv[1]);
+    pthread_barrier_init(&phase_barrier, NULL, nthreads);
     for (t = 0; t < nthreads; t++) {
         ids[t] = t;
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
