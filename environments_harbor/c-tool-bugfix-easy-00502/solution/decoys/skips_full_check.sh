#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fifoq/fifoq.c
+++ b/app/fifoq/fifoq.c
@@ -32,4 +32,5 @@
         printf("dropped %lld\n", r->buf[r->head]);
         dropped++;
+        r->head = (r->head + 1) % r->cap;
         r->count--;
     }
TG_PATCH
cd /app/fifoq
make clean
make
make test
