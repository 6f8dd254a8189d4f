#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ringq/ringq.c
+++ b/app/ringq/ringq.c
@@ -32,4 +32,5 @@
         printf("dropped %lld\n", r->buf[r->head]);
         dropped++;
+        r->head = (r->head + 1) % r->cap;
         r->count--;
     }
@@ -154,5 +155,10 @@
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
cd /app/ringq
make clean
make
make test
