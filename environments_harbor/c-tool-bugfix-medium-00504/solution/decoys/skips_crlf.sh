#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fieldcut/fieldcut.c
+++ b/app/fieldcut/fieldcut.c
@@ -31,5 +31,5 @@
         if (*s != '-') {
             lo = strtol(s, &end, 10);
-            if (end == s || lo < 0)
+            if (end == s || lo < 1)
                 return -1;
             s = end;
@@ -167,5 +167,5 @@
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
