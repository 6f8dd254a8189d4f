#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/evalint/evalint.c
+++ b/app/evalint/evalint.c
@@ -147,5 +147,6 @@
             return 0;
         if (op == '*') {
-            v *= r;
+            if (__builtin_mul_overflow(v, r, &v))
+                return fail(E_OVERFLOW);
             continue;
         }
@@ -210,5 +211,5 @@
         p = line;
         skip_space();
-        if (*p == '\0')
+        if (*p == '\0' || *p == '#')
             continue;
         err = 0;
TG_PATCH
cd /app/evalint
make clean
make
make test
