#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fsel/fsel.c
+++ b/app/fsel/fsel.c
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
@@ -141,5 +141,5 @@
             line[--len] = '\0';
         nf = split(line, &fields, &fcap);
-        if (only_delimited && !strchr(line, delim))
+        if (only_delimited && nf == 1)
             continue;
         emit(fields, nf);
TG_PATCH
cd /app/fsel
make clean
make
make test
