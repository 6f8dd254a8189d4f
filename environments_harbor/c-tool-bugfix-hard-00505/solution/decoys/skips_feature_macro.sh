#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fsel/fsel.c
+++ b/app/fsel/fsel.c
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
