#!/bin/bash
set -euo pipefail
cd /app/csvagg
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/main.c
+++ b/main.c
@@ -64,7 +64,7 @@
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
@@ -13,7 +13,8 @@
     len = strlen(buf);
     if (len && buf[len - 1] == '\n')
         buf[--len] = '\0';
-    /* input uses Unix line endings */
+    if (len && buf[len - 1] == '\r')
+        buf[--len] = '\0';
     return strdup(buf);
 }
 
@@ -57,7 +58,6 @@
 
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
 
 csvagg: $(OBJS)
 	$(CC) $(CFLAGS) -o $@ $(OBJS)
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
