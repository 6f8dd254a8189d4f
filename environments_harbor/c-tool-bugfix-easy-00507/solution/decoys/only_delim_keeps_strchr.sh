#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/colpick/colpick.c
+++ b/app/colpick/colpick.c
@@ -141,5 +141,5 @@
             line[--len] = '\0';
         nf = split(line, &fields, &fcap);
-        if (only_delimited && !strchr(line, delim))
+        if (only_delimited && nf == 1 && !strchr(line, delim))
             continue;
         emit(fields, nf);
@@ -191,4 +191,5 @@
         if (!in) {
             fprintf(stderr, "colpick: cannot open %s\n", argv[i]);
+            status = 1;
             continue;
         }
TG_PATCH
cd /app/colpick
make clean
make
make test
