#!/bin/bash
set -euo pipefail
cd /app/linestat
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/count.c
+++ b/count.c
@@ -52,8 +52,10 @@
         }
         last = c;
     }
-    if (last != '\n')
+    if (st->bytes > 0 && last != '\n') {
+        st->lines++;
         finish_line(st, cur, len);
+    }
     free(cur);
     return 0;
 }
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
