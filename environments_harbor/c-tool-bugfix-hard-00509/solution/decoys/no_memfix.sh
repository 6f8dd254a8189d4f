#!/bin/bash
set -euo pipefail
cd /app/csvstat
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/main.c
+++ b/main.c
@@ -60,13 +60,11 @@
             const char *field = a->col < nf ? fields[a->col] : "";
             double v;
 
-            if (field[0] == '\0') {
-                v = 0;
-            } else if (!parse_number(field, &v)) {
+            if (!parse_number(field, &v)) {
                 a->skipped++;
                 continue;
             }
-            if (v < a->min)
+            if (a->count == 0 || v < a->min)
                 a->min = v;
             if (a->count == 0 || v > a->max)
                 a->max = v;
--- a/parse.c
+++ b/parse.c
@@ -58,7 +58,6 @@
 
     if (*text == '\0')
         return 0;
-    (void)end;
-    *out = atoi(text);
-    return 1;
+    *out = strtod(text, &end);
+    return *end == '\0';
 }
--- a/Makefile
+++ b/Makefile
@@ -1,6 +1,6 @@
 CC ?= cc
 CFLAGS ?= -O2 -g -Wall -Wextra -std=gnu11
-OBJS = main.o
+OBJS = main.o parse.o
 
 csvstat: $(OBJS)
 	$(CC) $(CFLAGS) -o $@ $(OBJS)
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
