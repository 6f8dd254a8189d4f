#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/fieldcut/fieldcut.c
+++ b/app/fieldcut/fieldcut.c
@@ -1,4 +1,4 @@
 /* fieldcut: print selected fields of delimited text (see README.md). */
-
+#define _POSIX_C_SOURCE 200809L
 #include <stdio.h>
 #include <stdlib.h>
@@ -70,5 +70,5 @@

     for (;;) {
-        if ((size_t)n > cap) {
+        if ((size_t)n == cap) {
             cap *= 2;
             f = realloc(f, cap * sizeof *f);
@@ -79,5 +79,11 @@
         }
         f[n++] = p;
-
+        if (*p == '"') {
+            p++;
+            while (*p && *p != '"')
+                p++;
+            if (*p)
+                p++;
+        }
         while (*p && *p != delim)
             p++;
@@ -179,4 +185,5 @@
         if (!in) {
             fprintf(stderr, "fieldcut: cannot open %s\n", argv[i]);
+            status = 1;
             continue;
         }
TG_PATCH
cd /app/fieldcut
make clean
make
make test
