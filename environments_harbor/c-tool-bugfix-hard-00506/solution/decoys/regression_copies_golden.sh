#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fieldcut/fieldcut.c
+++ b/app/fieldcut/fieldcut.c
@@ -1,4 +1,4 @@
 /* fieldcut: print selected fields of delimited text (see README.md). */
-
+#define _POSIX_C_SOURCE 200809L
 #include <stdio.h>
 #include <stdlib.h>
@@ -108,5 +108,5 @@

     for (int i = 0; i < nitems; i++) {
-        long hi = items[i].hi < 0 ? nf - 1 : items[i].hi;
+        long hi = items[i].hi < 0 ? nf : items[i].hi;

         for (long k = items[i].lo; k <= hi; k++) {
@@ -138,5 +138,6 @@
         if (len > 0 && line[len - 1] == '\n')
             line[--len] = '\0';
-
+        if (len > 0 && line[len - 1] == '\r')
+            line[--len] = '\0';
         nf = split(line, &fields, &fcap);
         if (only_delimited && nf == 1)
@@ -144,5 +145,5 @@
         emit(fields, nf);
     }
-
+    free(line);
     free(fields);
 }
TG_PATCH
cd /app/fieldcut/tests/cases
cp -r 01-routes 02-regression-open-range
cd /app/fieldcut
make clean
make
make test
