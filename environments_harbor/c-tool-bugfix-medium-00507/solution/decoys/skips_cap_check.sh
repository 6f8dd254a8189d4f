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
@@ -63,5 +64,5 @@
     }
     for (long i = 0; i < r->count; i++)
-        nb[i] = r->buf[i];
+        nb[i] = r->buf[slot(r, i)];
     free(r->buf);
     r->buf = nb;
TG_PATCH
cd /app/ringq
make clean
make
make test
