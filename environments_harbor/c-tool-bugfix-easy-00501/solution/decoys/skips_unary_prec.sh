#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/evalint/evalint.c
+++ b/app/evalint/evalint.c
@@ -26,5 +26,5 @@
 static void skip_space(void)
 {
-    while (*p == ' ')
+    while (*p == ' ' || *p == '\t')
         p++;
 }
TG_PATCH
cd /app/evalint
make clean
make
make test
