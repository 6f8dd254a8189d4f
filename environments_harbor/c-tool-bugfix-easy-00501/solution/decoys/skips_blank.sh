#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/evalint/evalint.c
+++ b/app/evalint/evalint.c
@@ -119,5 +119,5 @@
     if (*p == '-') {
         p++;
-        v = parse_atom();
+        v = parse_unary();
         if (v == LLONG_MIN)
             return fail(E_OVERFLOW);
TG_PATCH
cd /app/evalint
make clean
make
make test
