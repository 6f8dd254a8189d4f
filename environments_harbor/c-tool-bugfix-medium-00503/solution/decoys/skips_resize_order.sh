#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ringbuf/ringbuf.c
+++ b/app/ringbuf/ringbuf.c
@@ -27,5 +27,5 @@
         if (!overwrite) {
             printf("full %lld\n", v);
-
+            dropped++;
             return;
         }
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
cd /app/ringbuf
make clean
make
make test
