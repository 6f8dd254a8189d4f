#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/pipetemp/src/pipetemp.c
+++ b/app/pipetemp/src/pipetemp.c
@@ -55,6 +55,6 @@
     int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
     for (int r = 0; r < size; r++) {
-        counts[r] = (int)(n / size);
-        displs[r] = r * counts[r];
+        counts[r] = (int)(n / size + (r == size - 1 ? n % size : 0));
+        displs[r] = r * (int)(n / size);
     }
     int m = counts[rank];
@@ -62,5 +62,5 @@
     MPI_Scatterv(all, counts, displs, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);

-    int west = (rank - 1 + size) % size;
+    int west = rank > 0 ? rank - 1 : MPI_PROC_NULL;
     int east = (rank + 1) % size;

@@ -76,5 +76,5 @@

         change = 0;
-        for (int i = 1; i < m; i++) {
+        for (int i = 1; i <= m; i++) {

             v[i] = (u[i - 1] + 2 * u[i] + u[i + 1]) / 4;
@@ -87,8 +87,5 @@
         v = t;
         steps++;
-        long all_change = 0;
-        MPI_Reduce(&change, &all_change, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
-        if (rank == 0)
-            change = all_change;
+        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_MAX, MPI_COMM_WORLD);

         if (change <= tol)
TG_PATCH
chmod 0666 /app/pipetemp/src/pipetemp.c
cd /app/pipetemp
mpicc -O2 -Wall -o pipetemp src/pipetemp.c
