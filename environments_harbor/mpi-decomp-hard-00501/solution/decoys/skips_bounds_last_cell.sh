#!/bin/bash
set -euo pipefail
patch -s -p1 -d / <<'TG_PATCH'
--- a/app/wirecool/src/wirecool.c
+++ b/app/wirecool/src/wirecool.c
@@ -55,6 +55,6 @@
     int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
     for (int r = 0; r < size; r++) {
-        counts[r] = (int)(n / size);
-        displs[r] = r * counts[r];
+        counts[r] = (int)(n / size + (r < n % size ? 1 : 0));
+        displs[r] = r == 0 ? 0 : displs[r - 1] + counts[r - 1];
     }
     int m = counts[rank];
@@ -70,7 +70,7 @@
         u[m + 1] = hdr[4]; /* the ghost cells between ranks are overwritten by the exchange */
         /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */
-        MPI_Sendrecv(&u[m], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_WEST,
+        MPI_Sendrecv(&u[m], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_EAST,
                      MPI_COMM_WORLD, MPI_STATUS_IGNORE);
-        MPI_Sendrecv(&u[1], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_EAST,
+        MPI_Sendrecv(&u[1], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_WEST,
                      MPI_COMM_WORLD, MPI_STATUS_IGNORE);

@@ -87,5 +87,5 @@
         v = t;
         steps++;
-        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
+        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_MAX, MPI_COMM_WORLD);

         if (change <= tol)
@@ -94,5 +94,5 @@

     long *field = rank == 0 ? calloc(n + 1, sizeof *field) : NULL;
-    MPI_Gather(u + 1, m, MPI_LONG, field, m, MPI_LONG, 0, MPI_COMM_WORLD);
+    MPI_Gatherv(u + 1, m, MPI_LONG, field, counts, displs, MPI_LONG, 0, MPI_COMM_WORLD);

     if (rank == 0) {
TG_PATCH
chmod 0666 /app/wirecool/src/wirecool.c
cd /app/wirecool
mpicc -O2 -Wall -o wirecool src/wirecool.c
