#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fifoq/fifoq.c
+++ b/app/fifoq/fifoq.c
@@ -45,5 +45,5 @@
         return 0;
     *v = r->buf[r->head];
-    if (++r->head == r->cap - 1)
+    if (++r->head == r->cap)
         r->head = 0;
     r->count--;
TG_PATCH
cd /app/fifoq
make clean
make
make test
