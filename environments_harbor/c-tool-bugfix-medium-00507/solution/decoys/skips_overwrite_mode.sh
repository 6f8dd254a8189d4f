#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/ringq/ringq.c
+++ b/app/ringq/ringq.c
@@ -63,5 +63,5 @@
     }
     for (long i = 0; i < r->count; i++)
-        nb[i] = r->buf[i];
+        nb[i] = r->buf[slot(r, i)];
     free(r->buf);
     r->buf = nb;
@@ -107,5 +107,5 @@
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
