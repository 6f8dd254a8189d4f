#!/bin/bash
set -euo pipefail
cd /app/colsum
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/main.c
+++ b/main.c
@@ -60,9 +60,7 @@
             const char *field = a->col < nf ? fields[a->col] : "";
             double v;
 
-            if (field[0] == '\0') {
-                v = 0;
-            } else if (!parse_number(field, &v)) {
+            if (!parse_number(field, &v)) {
                 a->skipped++;
                 continue;
             }
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
sh tests/run_tests.sh >/dev/null
