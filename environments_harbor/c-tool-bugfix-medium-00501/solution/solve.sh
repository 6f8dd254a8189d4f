#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/exprc/exprc.c
+++ b/app/exprc/exprc.c
@@ -151,9 +151,9 @@
             continue;
         }
-        if (r == 0 && op == '/')
+        if (r == 0)
             return fail(E_DIVZERO);
         if (v == LLONG_MIN && r == -1)
             return fail(E_OVERFLOW);
-        v = op == '/' ? v / r : (v % r + r) % r;
+        v = op == '/' ? v / r : v % r;
     }
 }
@@ -217,5 +217,6 @@
         v = parse_expr();
         skip_space();
-
+        if (!err && *p != '\0')
+            fail(E_SYNTAX);
         if (verbose) {
             char *t = trimmed(line);
TG_PATCH
cd /app/exprc
make clean
make
make test
