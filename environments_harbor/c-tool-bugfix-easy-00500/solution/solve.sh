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
@@ -155,5 +155,10 @@
             }
         } else if (strcmp(cmd, "peek") == 0) {
-            printf("%lld\n", r.buf[r.head]);
+            if (r.count) {
+                printf("%lld\n", r.buf[r.head]);
+            } else {
+                printf("empty\n");
+                errors++;
+            }
         } else if (strcmp(cmd, "size") == 0) {
             printf("%ld\n", r.count);
TG_PATCH
cd /app/fifoq
make clean
make
make test
