#!/bin/bash
set -euo pipefail
cd /app/csvroll
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
@@ -33,15 +33,25 @@
 int split_fields(char *line, char **fields, int max)
 {
     int n = 0;
-    char *p = line;
+    char *src = line, *dst = line;
 
-    fields[n++] = p;
-    while (*p && n < max) {
-        if (*p == ',') {
-            *p = '\0';
-            fields[n++] = p + 1;
+    while (n < max) {
+        fields[n++] = dst;
+        if (*src == '"') {
+            src++;
+            while (*src && *src != '"')
+                *dst++ = *src++;
+            if (*src == '"')
+                src++;
         }
-        p++;
+        while (*src && *src != ',')
+            *dst++ = *src++;
+        if (*src != ',') {
+            *dst = '\0';
+            break;
+        }
+        src++;
+        *dst++ = '\0';
     }
     return n;
 }
DIFF
make clean >/dev/null
make >/dev/null
sh tests/run_tests.sh >/dev/null || true
