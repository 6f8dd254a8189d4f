#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/icalc/icalc.c
+++ b/app/icalc/icalc.c
@@ -26,5 +26,5 @@
 static void skip_space(void)
 {
-    while (*p == ' ')
+    while (*p == ' ' || *p == '\t')
         p++;
 }
TG_PATCH
cd /app/icalc
make clean
make
make test
