#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/exprc/exprc.c
+++ b/app/exprc/exprc.c
@@ -48,5 +48,6 @@
         else
             break;
-
+        if (v > (LLONG_MAX - d) / base)
+            return fail(E_OVERFLOW);
         v = v * base + d;
         digits++;
TG_PATCH
cd /app/exprc
make clean
make
make test
