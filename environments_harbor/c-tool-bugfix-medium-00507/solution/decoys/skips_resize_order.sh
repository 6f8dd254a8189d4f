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
@@ -107,5 +108,5 @@
         }
     }
-    if (cap > MAX_CAP) {
+    if (cap < 1 || cap > MAX_CAP) {
         fprintf(stderr, "usage: ringq -c CAP [-o]   (1 <= CAP <= %d)\n", MAX_CAP);
         return 2;
TG_PATCH
cd /app/ringq
make clean
make
make test
