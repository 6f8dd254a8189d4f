#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/colpick/colpick.c
+++ b/app/colpick/colpick.c
@@ -115,5 +115,5 @@
                 putchar(delim);
             first = 0;
-            if (k < nf)
+            if (k <= nf)
                 fputs(f[k - 1], stdout);
         }
TG_PATCH
cd /app/colpick
make clean
make
make test
