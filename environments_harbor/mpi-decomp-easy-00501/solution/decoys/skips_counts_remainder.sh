#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/railtherm/src/railtherm.c
+++ b/app/railtherm/src/railtherm.c
@@ -56,9 +56,9 @@
     for (int r = 0; r < size; r++) {
         counts[r] = (int)(n / size);
-        displs[r] = r * counts[r];
+        displs[r] = r * (int)(n / size);
     }
     int m = counts[rank];
     long *u = calloc(m + 2, sizeof *u), *v = calloc(m + 2, sizeof *v); /* [0] and [m + 1] are ghost cells */
-    MPI_Scatter(all, m, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);
+    MPI_Scatterv(all, counts, displs, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);

     int west = rank > 0 ? rank - 1 : MPI_PROC_NULL;
TG_PATCH
chmod 0666 /app/railtherm/src/railtherm.c
cd /app/railtherm
mpicc -O2 -Wall -o railtherm src/railtherm.c
