#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/rodheat/src/rodheat.c
+++ b/app/rodheat/src/rodheat.c
@@ -48,5 +48,5 @@
     if (rank == 0)
         all = read_input(argv[1], hdr, 5);
-    MPI_Bcast(hdr, 5, MPI_LONG, size - 1, MPI_COMM_WORLD);
+    MPI_Bcast(hdr, 5, MPI_LONG, 0, MPI_COMM_WORLD);

     long n = hdr[0], max_steps = hdr[1], tol = hdr[2];
@@ -56,5 +56,5 @@
     for (int r = 0; r < size; r++) {
         counts[r] = (int)(n / size + (r < n % size ? 1 : 0));
-        displs[r] = r * counts[r];
+        displs[r] = r == 0 ? 0 : displs[r - 1] + counts[r - 1];
     }
     int m = counts[rank];
@@ -62,5 +62,5 @@
     MPI_Scatterv(all, counts, displs, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);

-    int west = (rank - 1 + size) % size;
+    int west = rank > 0 ? rank - 1 : MPI_PROC_NULL;
     int east = (rank + 1) % size;

TG_PATCH
chmod 0666 /app/rodheat/src/rodheat.c
cd /app/rodheat
mpicc -O2 -Wall -o rodheat src/rodheat.c
