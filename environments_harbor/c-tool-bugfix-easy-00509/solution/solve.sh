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
@@ -162,17 +163,18 @@
     long long v = parse_term(), r;

-    char op;
-
-    skip_space();
-    op = *p;
-    if (err || (op != '+' && op != '-'))
-        return v;
-    p++;
-    r = parse_expr();
-    if (err)
-        return 0;
-    if (op == '+' ? __builtin_add_overflow(v, r, &v) : __builtin_sub_overflow(v, r, &v))
-        return fail(E_OVERFLOW);
-    return v;
+    for (;;) {
+        char op;
+
+        skip_space();
+        op = *p;
+        if (err || (op != '+' && op != '-'))
+            return v;
+        p++;
+        r = parse_term();
+        if (err)
+            return 0;
+        if (op == '+' ? __builtin_add_overflow(v, r, &v) : __builtin_sub_overflow(v, r, &v))
+            return fail(E_OVERFLOW);
+    }
 }

TG_PATCH
cd /app/tokcalc
make clean
make
make test
