#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/diesmooth/src/diesmooth.c
+++ b/app/diesmooth/src/diesmooth.c
@@ -62,5 +62,5 @@
     /* a 2-D process grid: dimension 0 splits the rows, dimension 1 the columns */
     int dims[2] = {0, 0}, coords[2], me;
-    int periods[2] = {1, 1};
+    int periods[2] = {0, 0};

     MPI_Dims_create(size, 2, dims);
@@ -70,6 +70,6 @@
     MPI_Cart_coords(grid, me, 2, coords);
     int north, south, west, east;
-    MPI_Cart_shift(grid, 1, 1, &north, &south);
-    MPI_Cart_shift(grid, 0, 1, &west, &east);
+    MPI_Cart_shift(grid, 0, 1, &north, &south);
+    MPI_Cart_shift(grid, 1, 1, &west, &east);

     long r0, mr, c0, mc;
@@ -80,5 +80,5 @@
     for (long i = 0; i < mr; i++)
         for (long j = 0; j < mc; j++)
-            u[(i + 1) * W + j + 1] = all[(r0 + i) * ny + j];
+            u[(i + 1) * W + j + 1] = all[(r0 + i) * ny + c0 + j];

     MPI_Datatype column;
@@ -121,6 +121,6 @@
         for (long j = 0; j < mc; j++) {
             long x = u[(i + 1) * W + j + 1];
-            rows[i] += x;
-            cols[j] += x;
+            rows[r0 + i] += x;
+            cols[c0 + j] += x;

             if (x > hot.value) {
TG_PATCH
chmod 0666 /app/diesmooth/src/diesmooth.c
cd /app/diesmooth
mpicc -O2 -Wall -o diesmooth src/diesmooth.c
