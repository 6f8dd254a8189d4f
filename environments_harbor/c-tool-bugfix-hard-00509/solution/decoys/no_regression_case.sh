#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/csvfields/csvfields.c
+++ b/app/csvfields/csvfields.c
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
cd /app/csvfields
make clean
make
make test
