#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -39,4 +39,5 @@

 static int arrived;                      /* workers done with phase 1 */
+static pthread_mutex_t arrived_lock = PTHREAD_MUTEX_INITIALIZER;

 /* what one worker adds up on its own, merged once at the end */
@@ -62,8 +63,8 @@
     L->total += r->amount;
     {
-        char buf[MAX_TAGS], *tok;
+        char buf[MAX_TAGS], *tok, *save;

         memcpy(buf, r->tags, sizeof buf);
-        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
+        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
             int t = tag_index(tok);

@@ -100,5 +101,7 @@
             part += recs[i].amount;
         partial[id] = part;
+        pthread_mutex_lock(&arrived_lock);
         arrived++;
+        pthread_mutex_unlock(&arrived_lock);
         while (arrived < nthreads)   /* wait for the others */
             sched_yield();
TG_PATCH
cd /app/ticketd
make clean
make
