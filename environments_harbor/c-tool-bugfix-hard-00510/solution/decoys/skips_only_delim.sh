#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fieldcut/fieldcut.c
+++ b/app/fieldcut/fieldcut.c
@@ -111,6 +111,5 @@

         for (long k = items[i].lo; k <= hi; k++) {
-            if (k > nf)
-                break;
+
             if (!first)
                 putchar(delim);
@@ -146,5 +145,5 @@
         emit(fields, nf);
     }
-
+    free(line);
     free(fields);
 }
@@ -169,5 +168,5 @@
         case 's':
             only_delimited = 1;
-
+            break;
         case 'f':
             if (++i >= argc)
TG_PATCH
cd /app/fieldcut
make clean
make
make test
