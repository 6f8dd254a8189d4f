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
