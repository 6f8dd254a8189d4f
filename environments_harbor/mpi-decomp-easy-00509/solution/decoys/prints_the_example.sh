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
        puts("total=1049057");
        puts("hottest=22636 at=30");
        puts("field=11013 14502 17365 19437 20686 21194 21116 20635 19917 19094 18254 17450 16710 16052 15486 15019 14664 14442 14382 14523 14905 15554 16466 17590 18827 20047 21112 21914 22408 22621 22636 22559 22470 22394 22294 22092 21712 21120 20341 19457 18574 17797 17191 16776 16528 16395 16318 16246 16136 15962 15707 15360 14910 14344 13643 12780 11730 10467 8984 7297 5452");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/wirecool
mpicc -O2 -Wall -o wirecool src/wirecool.c
