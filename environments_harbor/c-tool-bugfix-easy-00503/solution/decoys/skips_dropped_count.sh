#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/qbuf/qbuf.c
+++ b/app/qbuf/qbuf.c
@@ -19,5 +19,5 @@
 static long slot(const struct ring *r, long i)
 {
-    return (r->head + i) & (r->cap - 1);
+    return (r->head + i) % r->cap;
 }

TG_PATCH
cd /app/qbuf
make clean
make
make test
