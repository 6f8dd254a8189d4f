#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/wirecool/src/wirecool.c
+++ b/app/wirecool/src/wirecool.c
@@ -55,10 +55,10 @@
     int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
     for (int r = 0; r < size; r++) {
-        counts[r] = (int)(n / size);
-        displs[r] = r * counts[r];
+        counts[r] = (int)(n / size + (r < n % size ? 1 : 0));
+        displs[r] = r * (int)(n / size);
     }
     int m = counts[rank];
     long *u = calloc(m + 2, sizeof *u), *v = calloc(m + 2, sizeof *v); /* [0] and [m + 1] are ghost cells */
-    MPI_Scatter(all, m, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);
+    MPI_Scatterv(all, counts, displs, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);

     int west = rank > 0 ? rank - 1 : MPI_PROC_NULL;
TG_PATCH
chmod 0666 /app/wirecool/src/wirecool.c
cd /app/wirecool
mpicc -O2 -Wall -o wirecool src/wirecool.c
