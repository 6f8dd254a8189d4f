#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/evalint/evalint.c
+++ b/app/evalint/evalint.c
@@ -14,5 +14,5 @@
 static int verbose;

-static long parse_expr(void);
+static long long parse_expr(void);
 static long long parse_unary(void);

@@ -153,5 +153,6 @@
         if (r == 0)
             return fail(E_DIVZERO);
-
+        if (v == LLONG_MIN && r == -1)
+            return fail(E_OVERFLOW);
         v = op == '/' ? v / r : (v % r + r) % r;
     }
TG_PATCH
cd /app/evalint
make clean
make
make test
