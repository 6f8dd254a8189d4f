#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/colpick/colpick.c
+++ b/app/colpick/colpick.c
@@ -108,5 +108,5 @@

     for (int i = 0; i < nitems; i++) {
-        long hi = items[i].hi < 0 ? nf - 1 : items[i].hi;
+        long hi = items[i].hi < 0 ? nf : items[i].hi;

         for (long k = items[i].lo; k <= hi; k++) {
@@ -139,5 +139,6 @@
         if (len > 0 && line[len - 1] == '\n')
             line[--len] = '\0';
-
+        if (len > 0 && line[len - 1] == '\r')
+            line[--len] = '\0';
         nf = split(line, &fields, &fcap);
         if (only_delimited && nf == 1)
TG_PATCH
cd /app/colpick
make clean
make
make test
