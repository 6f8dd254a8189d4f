#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/slabtherm/src/slabtherm.c
+++ b/app/slabtherm/src/slabtherm.c
@@ -62,5 +62,5 @@
     /* a 2-D process grid: dimension 0 splits the rows, dimension 1 the columns */
     int dims[2] = {0, 0}, coords[2], me;
-    int periods[2] = {1, 1};
+    int periods[2] = {0, 0};

     MPI_Dims_create(size, 2, dims);
@@ -121,6 +121,6 @@
         for (long j = 0; j < mc; j++) {
             long x = u[(i + 1) * W + j + 1];
-            rows[i] += x;
-            cols[j] += x;
+            rows[r0 + i] += x;
+            cols[c0 + j] += x;

             if (x > hot.value) {
TG_PATCH
chmod 0666 /app/slabtherm/src/slabtherm.c
cd /app/slabtherm
mpicc -O2 -Wall -o slabtherm src/slabtherm.c
