#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/csvfields/csvfields.c
+++ b/app/csvfields/csvfields.c
@@ -1,4 +1,4 @@
 /* csvfields: print selected fields of delimited text (see README.md). */
-
+#define _POSIX_C_SOURCE 200809L
 #include <stdio.h>
 #include <stdlib.h>
@@ -79,5 +79,17 @@
         }
         f[n++] = p;
-
+        if (*p == '"') { /* quoted: the delimiter does not split it, "" is a quote */
+            p++;
+            while (*p) {
+                if (*p == '"') {
+                    if (p[1] != '"')
+                        break;
+                    p++;
+                }
+                p++;
+            }
+            if (*p)
+                p++;
+        }
         while (*p && *p != delim)
             p++;
@@ -126,5 +138,6 @@
         if (len > 0 && line[len - 1] == '\n')
             line[--len] = '\0';
-
+        if (len > 0 && line[len - 1] == '\r')
+            line[--len] = '\0';
         nf = split(line, &fields, &fcap);
         if (only_delimited && nf == 1)
@@ -132,5 +145,5 @@
         emit(fields, nf);
     }
-
+    free(line);
     free(fields);
 }
TG_PATCH
cd /app/csvfields
make clean
make
make test
