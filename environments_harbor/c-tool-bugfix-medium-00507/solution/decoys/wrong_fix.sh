#!/bin/bash
set -euo pipefail
cd /app/tstat
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/count.c
+++ b/count.c
@@ -4,7 +4,7 @@
 
 static int is_space(int c)
 {
-    return c == ' ' || c == '\n';
+    return c == ' ' || c == '\t' || c == '\n';
 }
 
 static void finish_line(struct stats *st, const char *cur, long len)
@@ -33,7 +33,7 @@
         st->bytes++;
         if (c == '\n') {
             st->lines++;
-            finish_line(st, cur, len + 1);
+            finish_line(st, cur, len);
             len = 0;
         } else {
             if ((size_t)len + 1 >= cap) {
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
