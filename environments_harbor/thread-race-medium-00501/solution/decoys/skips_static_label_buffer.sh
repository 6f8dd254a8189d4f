#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleetfuel/src/fleetfuel.c
+++ b/app/fleetfuel/src/fleetfuel.c
@@ -30,5 +30,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 static long balance[NKEYS];              /* moves, and the merged entries */
@@ -40,4 +40,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long entries[NKEYS];
     long watched;
@@ -91,6 +92,6 @@
     else
         L->entries[r->a] += r->amount;
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
     if (is_watched(key_label(r->a)))
         L->watched++;
@@ -100,4 +101,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int k = 0; k < NKEYS; k++) {
         pthread_mutex_lock(&acct_lock[k]);
@@ -150,5 +153,5 @@
     }
     first = ring[ring_head];
-    ring_head = (ring_head + 1) % (RING_CAP - 1);
+    ring_head = (ring_head + 1) % RING_CAP;
     ring_count--;
     pthread_cond_signal(&not_full);
TG_PATCH
cd /app/fleetfuel
make clean
make
