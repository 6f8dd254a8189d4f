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
@@ -59,9 +60,7 @@
 }

-/* the label of a key, e.g. "DP-07" */
-static const char *key_label(int key)
-{
-    static char buf[16];
-
+/* the label of a key, e.g. "DP-07", written into buf (16 bytes) */
+static const char *key_label(int key, char *buf)
+{
     int n = 0;

@@ -91,8 +90,12 @@
     else
         L->entries[r->a] += r->amount;
-    records++;
-    total += r->amount;
-    if (is_watched(key_label(r->a)))
-        L->watched++;
+    L->records++;
+    L->total += r->amount;
+    {
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
 }

@@ -100,4 +103,6 @@
 {
     pthread_mutex_lock(&merge_lock);
+    records += L->records;
+    total += L->total;
     for (int k = 0; k < NKEYS; k++) {
         pthread_mutex_lock(&acct_lock[k]);
@@ -150,5 +155,6 @@
     }
     first = ring[ring_head];
-    ring_head = (ring_head + 1) % (RING_CAP - 1);
+    if (++ring_head > RING_CAP)
+        ring_head = 0;
     ring_count--;
     pthread_cond_signal(&not_full);
TG_PATCH
cd /app/fleetfuel
make clean
make
