#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/railtherm/src/railtherm.c
+++ b/app/railtherm/src/railtherm.c
@@ -55,6 +55,6 @@
     int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
     for (int r = 0; r < size; r++) {
-        counts[r] = (int)(n / size);
-        displs[r] = r * counts[r];
+        counts[r] = (int)(n / size + (r == size - 1 ? n % size : 0));
+        displs[r] = r * (int)(n / size);
     }
     int m = counts[rank];
@@ -70,8 +70,8 @@
         u[m + 1] = hdr[4]; /* the ghost cells between ranks are overwritten by the exchange */
         /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */
-        MPI_Ssend(&u[m], 1, MPI_LONG, east, TAG_EAST, MPI_COMM_WORLD);
-        MPI_Ssend(&u[1], 1, MPI_LONG, west, TAG_WEST, MPI_COMM_WORLD);
-        MPI_Recv(&u[0], 1, MPI_LONG, west, TAG_EAST, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
-        MPI_Recv(&u[m + 1], 1, MPI_LONG, east, TAG_WEST, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
+        MPI_Sendrecv(&u[m], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_EAST,
+                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
+        MPI_Sendrecv(&u[1], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_WEST,
+                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);

         change = 0;
TG_PATCH
chmod 0666 /app/railtherm/src/railtherm.c
cd /app/railtherm
mpicc -O2 -Wall -o railtherm src/railtherm.c
