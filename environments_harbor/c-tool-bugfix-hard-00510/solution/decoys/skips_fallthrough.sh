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
@@ -142,9 +141,9 @@
             line[--len] = '\0';
         nf = split(line, &fields, &fcap);
-        if (only_delimited && !strchr(line, delim))
+        if (only_delimited && nf == 1)
             continue;
         emit(fields, nf);
     }
-
+    free(line);
     free(fields);
 }
TG_PATCH
cd /app/fieldcut
make clean
make
make test
