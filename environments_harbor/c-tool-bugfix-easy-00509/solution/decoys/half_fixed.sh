#!/bin/bash
set -euo pipefail
cd /app/colsum
patch -p1 --no-backup-if-mismatch <<'DIFF'
--- a/parse.c
+++ b/parse.c
@@ -33,15 +33,33 @@
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
+            while (*src) {
+                if (*src == '"') {
+                    if (src[1] == '"') {
+                        *dst++ = '"';
+                        src += 2;
+                        continue;
+                    }
+                    src++;
+                    break;
+                }
+                *dst++ = *src++;
+            }
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
