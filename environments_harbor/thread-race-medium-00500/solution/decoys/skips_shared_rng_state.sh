#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ticketd/src/ticketd.c
+++ b/app/ticketd/src/ticketd.c
@@ -32,5 +32,5 @@
 static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

-static long records, total;
+static long records, total;               /* merged under merge_lock */

 static const char *const tag_names[NTAGS] = {"vip", "promo", "resale", "group", "student"};
@@ -41,4 +41,5 @@
 /* what one worker adds up on its own, merged once at the end */
 struct local {
+    long records, total;
     long tags[NTAGS];
     long sampled, sampled_total;
@@ -82,6 +83,6 @@
         }
     }
-    records++;
-    total += r->amount;
+    L->records++;
+    L->total += r->amount;
     rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
     if (rng_next() % 100 < SAMPLE_PERCENT) {
@@ -94,4 +95,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int t = 0; t < NTAGS; t++)
         tag_count[t] += L->tags[t];
@@ -142,5 +145,5 @@
     }
     first = ring[ring_head];
-    ring_head = (ring_head + 1) % (RING_CAP - 1);
+    ring_head = (ring_head + 1) % RING_CAP;
     ring_count--;
     pthread_cond_signal(&not_full);
TG_PATCH
cd /app/ticketd
make clean
make
