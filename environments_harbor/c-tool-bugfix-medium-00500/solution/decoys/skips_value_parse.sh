#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ringbuf/ringbuf.c
+++ b/app/ringbuf/ringbuf.c
@@ -32,4 +32,5 @@
         printf("dropped %lld\n", r->buf[r->head]);
         dropped++;
+        r->head = (r->head + 1) % r->cap;
         r->count--;
     }
@@ -145,4 +146,5 @@
                 if (!pop(&r, &v)) {
                     printf("empty\n");
+                    errors++;
                     break;
                 }
TG_PATCH
cd /app/ringbuf
make clean
make
make test
