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
@@ -64,5 +64,5 @@
     }
     for (long i = 0; i < r->count; i++)
-        nb[i] = r->buf[i];
+        nb[i] = r->buf[slot(r, i)];
     free(r->buf);
     r->buf = nb;
TG_PATCH
cd /app/ringbuf
make clean
make
make test
