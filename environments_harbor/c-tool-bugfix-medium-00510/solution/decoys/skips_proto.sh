#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/evalint/evalint.c
+++ b/app/evalint/evalint.c
@@ -153,6 +153,7 @@
         if (r == 0)
             return fail(E_DIVZERO);
-
-        v = op == '/' ? v / r : (v % r + r) % r;
+        if (v == LLONG_MIN && r == -1)
+            return fail(E_OVERFLOW);
+        v = op == '/' ? v / r : v % r;
     }
 }
TG_PATCH
cd /app/evalint
make clean
make
make test
