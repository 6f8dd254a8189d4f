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
@@ -87,9 +87,9 @@
     MPI_Type_commit(&column);

-    for (long i = 0; i < mr + 2; i++)
-        u[i * W] = u[i * W + mc + 1] = edge; /* outside the plate: fixed; between ranks: overwritten below */
-    for (long j = 0; j < W; j++)
-        u[j] = u[(mr + 1) * W + j] = edge;
     for (long s = 0; s < steps; s++) {
+        for (long i = 0; i < mr + 2; i++)
+            u[i * W] = u[i * W + mc + 1] = edge; /* outside the plate: fixed; between ranks: overwritten below */
+        for (long j = 0; j < W; j++)
+            u[j] = u[(mr + 1) * W + j] = edge;
         /* rows are contiguous; columns use the strided type */
         MPI_Sendrecv(&u[1 * W + 1], (int)mc, MPI_LONG, north, 1, &u[(mr + 1) * W + 1], (int)mc, MPI_LONG, south, 1,
TG_PATCH
chmod 0666 /app/slabtherm/src/slabtherm.c
cd /app/slabtherm
mpicc -O2 -Wall -o slabtherm src/slabtherm.c
