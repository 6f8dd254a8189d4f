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
@@ -138,5 +138,6 @@
         if (len > 0 && line[len - 1] == '\n')
             line[--len] = '\0';
-
+        if (len > 0 && line[len - 1] == '\r')
+            line[--len] = '\0';
         nf = split(line, &fields, &fcap);
         if (only_delimited && nf == 1)
TG_PATCH
cd /app/fieldcut
make clean
make
make test
