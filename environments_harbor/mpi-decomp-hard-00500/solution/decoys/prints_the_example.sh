#!/bin/bash
set -euo pipefail
cat > /app/wirecool/src/wirecool.c <<'C_SOURCE'
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        puts("steps=33");
        puts("total=910892");
        puts("hottest=28191 at=38");
        puts("field=5064 7966 10583 12832 14682 16139 17229 17980 18413 18544 18388 17973 17346 16571 15729 14905 14187 13651 13357 13343 13610 14122 14800 15540 16231 16790 17182 17438 17651 17949 18460 19277 20429 21869 23480 25099 26540 27621 28191 28147 27450 26131 24298 22113 19775 17474 15368 13546 12033 10792 9755 8846 8003");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/wirecool
mpicc -O2 -Wall -o wirecool src/wirecool.c
