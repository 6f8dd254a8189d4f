#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/colpick/colpick.c
+++ b/app/colpick/colpick.c
@@ -108,9 +108,8 @@

     for (int i = 0; i < nitems; i++) {
-        long hi = items[i].hi < 0 ? nf - 1 : items[i].hi;
+        long hi = items[i].hi < 0 ? nf : items[i].hi;

         for (long k = items[i].lo; k <= hi; k++) {
-            if (k > nf)
-                break;
+
             if (!first)
                 putchar(delim);
TG_PATCH
cd /app/colpick
make clean
make
make test
