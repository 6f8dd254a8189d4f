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
@@ -141,5 +141,5 @@
             line[--len] = '\0';
         nf = split(line, &fields, &fcap);
-        if (only_delimited && !strchr(line, delim))
+        if (only_delimited && nf == 1)
             continue;
         emit(fields, nf);
@@ -168,5 +168,5 @@
         case 's':
             only_delimited = 1;
-
+            break;
         case 'f':
             if (++i >= argc)
TG_PATCH
cd /app/fsel
make clean
make
make test
