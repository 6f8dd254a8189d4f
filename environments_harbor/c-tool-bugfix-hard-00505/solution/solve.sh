#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fsel/fsel.c
+++ b/app/fsel/fsel.c
@@ -1,4 +1,4 @@
 /* fsel: print selected fields of delimited text (see README.md). */
-
+#define _POSIX_C_SOURCE 200809L
 #include <stdio.h>
 #include <stdlib.h>
@@ -70,5 +70,5 @@

     for (;;) {
-        if ((size_t)n > cap) {
+        if ((size_t)n == cap) {
             cap *= 2;
             f = realloc(f, cap * sizeof *f);
@@ -111,10 +111,9 @@

         for (long k = items[i].lo; k <= hi; k++) {
-            if (k > nf)
-                break;
+
             if (!first)
                 putchar(delim);
             first = 0;
-            if (k < nf)
+            if (k <= nf)
                 fputs(f[k - 1], stdout);
         }
TG_PATCH
cd /app/fsel
make clean
make
make test
