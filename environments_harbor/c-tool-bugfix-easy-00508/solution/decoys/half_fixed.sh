#!/bin/bash
set -euo pipefail
cd /app/colsum
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/parse.c
+++ b/parse.c
@@ -70,7 +70,6 @@
 
     if (*text == '\0')
         return 0;
-    (void)end;
-    *out = atoi(text);
-    return 1;
+    *out = strtod(text, &end);
+    return *end == '\0';
 }
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
