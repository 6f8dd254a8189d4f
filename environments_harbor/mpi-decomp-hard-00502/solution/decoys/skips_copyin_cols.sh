#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/plateheat/src/plateheat.c
+++ b/app/plateheat/src/plateheat.c
@@ -9,6 +9,6 @@
 static void split(long n, int parts, int c, long *start, long *len)
 {
-    *len = n / parts;
-    *start = c * *len;
+    *len = n / parts + (c < n % parts ? 1 : 0);
+    *start = c * (n / parts) + (c < n % parts ? c : n % parts);
 }

@@ -53,5 +53,5 @@
     if (rank == 0)
         all = read_input(argv[1], hdr, 4);
-    MPI_Bcast(hdr, 4, MPI_LONG, size - 1, MPI_COMM_WORLD);
+    MPI_Bcast(hdr, 4, MPI_LONG, 0, MPI_COMM_WORLD);

     long nx = hdr[0], ny = hdr[1], steps = hdr[2], edge = hdr[3];
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
@@ -129,6 +129,6 @@
             }
         }
-    MPI_Reduce(rows, grows, (int)mr, MPI_LONG, MPI_SUM, 0, grid);
-    MPI_Reduce(cols, gcols, (int)mc, MPI_LONG, MPI_SUM, 0, grid);
+    MPI_Reduce(rows, grows, (int)nx, MPI_LONG, MPI_SUM, 0, grid);
+    MPI_Reduce(cols, gcols, (int)ny, MPI_LONG, MPI_SUM, 0, grid);

     MPI_Reduce(&hot, &ghot, 1, MPI_LONG_INT, MPI_MAXLOC, 0, grid);
TG_PATCH
chmod 0666 /app/plateheat/src/plateheat.c
cd /app/plateheat
mpicc -O2 -Wall -o plateheat src/plateheat.c
