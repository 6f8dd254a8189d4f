#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fieldcut/fieldcut.c
+++ b/app/fieldcut/fieldcut.c
@@ -138,5 +138,6 @@
         if (len > 0 && line[len - 1] == '\n')
             line[--len] = '\0';
-
+        if (len > 0 && line[len - 1] == '\r')
+            line[--len] = '\0';
         nf = split(line, &fields, &fcap);
         if (only_delimited && nf == 1)
@@ -167,5 +168,5 @@
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
