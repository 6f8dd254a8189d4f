#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/evalint/evalint.c
+++ b/app/evalint/evalint.c
@@ -1,4 +1,4 @@
 /* evalint: evaluate integer expressions, one per line (see README.md). */
-
+#define _POSIX_C_SOURCE 200809L
 #include <ctype.h>
 #include <limits.h>
@@ -26,5 +26,5 @@
 static void skip_space(void)
 {
-    while (*p == ' ')
+    while (*p == ' ' || *p == '\t')
         p++;
 }
@@ -190,5 +190,5 @@
     while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
         n--;
-    t = malloc(n);
+    t = malloc(n + 1);
     if (!t) {
         perror("evalint");
@@ -212,5 +212,5 @@
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
