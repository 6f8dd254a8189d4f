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
cd /app/evalint
make clean
make
make test
