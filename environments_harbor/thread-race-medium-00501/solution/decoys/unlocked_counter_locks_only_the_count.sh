#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fleetfuel/src/fleetfuel.c
+++ b/app/fleetfuel/src/fleetfuel.c
@@ -31,4 +31,5 @@

 static long records, total;
+static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;  /* records */

 static long balance[NKEYS];              /* moves, and the merged entries */
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

@@ -91,8 +90,14 @@
     else
         L->entries[r->a] += r->amount;
+    pthread_mutex_lock(&count_lock);
     records++;
+    pthread_mutex_unlock(&count_lock);
     total += r->amount;
-    if (is_watched(key_label(r->a)))
-        L->watched++;
+    {
+        char label[16];
+
+        if (is_watched(key_label(r->a, label)))
+            L->watched++;
+    }
 }

@@ -150,5 +155,5 @@
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
