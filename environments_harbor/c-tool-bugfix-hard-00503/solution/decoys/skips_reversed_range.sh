#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/colpick/colpick.c
+++ b/app/colpick/colpick.c
@@ -70,5 +70,5 @@

     for (;;) {
-        if ((size_t)n > cap) {
+        if ((size_t)n == cap) {
             cap *= 2;
             f = realloc(f, cap * sizeof *f);
@@ -111,6 +111,5 @@

         for (long k = items[i].lo; k <= hi; k++) {
-            if (k > nf)
-                break;
+
             if (!first)
                 putchar(delim);
@@ -169,5 +168,5 @@
         case 's':
             only_delimited = 1;
-
+            break;
         case 'f':
             if (++i >= argc)
TG_PATCH
cd /app/colpick
make clean
make
make test
