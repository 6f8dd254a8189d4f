#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/tokcalc/tokcalc.c
+++ b/app/tokcalc/tokcalc.c
@@ -153,5 +153,6 @@
         if (r == 0)
             return fail(E_DIVZERO);
-
+        if (v == LLONG_MIN && r == -1)
+            return fail(E_OVERFLOW);
         v = op == '/' ? v / r : v % r;
     }
TG_PATCH
cd /app/tokcalc
make clean
make
make test
