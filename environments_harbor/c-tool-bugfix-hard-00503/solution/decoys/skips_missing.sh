#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/colpick/colpick.c
+++ b/app/colpick/colpick.c
@@ -41,5 +41,5 @@
             } else {
                 hi = strtol(s, &end, 10);
-                if (end == s)
+                if (end == s || hi < lo)
                     return -1;
                 s = end;
@@ -70,5 +70,5 @@

     for (;;) {
-        if ((size_t)n > cap) {
+        if ((size_t)n == cap) {
             cap *= 2;
             f = realloc(f, cap * sizeof *f);
@@ -169,5 +169,5 @@
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
