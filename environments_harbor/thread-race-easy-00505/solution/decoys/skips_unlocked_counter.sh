#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ledgerd/src/ledgerd.c
+++ b/app/ledgerd/src/ledgerd.c
@@ -64,13 +64,17 @@
 static long next_rec;                    /* the first record of the next block to hand out */

+static pthread_mutex_t cursor_lock = PTHREAD_MUTEX_INITIALIZER;
+
 /* the first record of the next block of BLOCK records, or -1 when all are handed out */
 static long claim(void)
 {
-    long first;
+    long first = -1;

-    if (next_rec >= nrecs)
-        return -1;
-    first = next_rec;
-    next_rec += BLOCK;
+    pthread_mutex_lock(&cursor_lock);
+    if (next_rec < nrecs) {
+        first = next_rec;
+        next_rec += BLOCK;
+    }
+    pthread_mutex_unlock(&cursor_lock);
     return first;
 }
TG_PATCH
cd /app/ledgerd
make clean
make
