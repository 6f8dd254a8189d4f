#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/qbuf/qbuf.c
+++ b/app/qbuf/qbuf.c
@@ -27,5 +27,5 @@
         if (!overwrite) {
             printf("full %lld\n", v);
-
+            dropped++;
             return;
         }
TG_PATCH
cd /app/qbuf
make clean
make
make test
