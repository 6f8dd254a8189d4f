#!/bin/bash
set -euo pipefail
cd /app/csvroll
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/parse.c
+++ b/parse.c
@@ -25,7 +25,8 @@
         return NULL;
     }
     buf[len] = '\0';
-    /* input uses Unix line endings */
+    if (len && buf[len - 1] == '\r')
+        buf[--len] = '\0';
     return buf;
 }
 
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
