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
        puts("steps=35");
        puts("total=1002004");
        puts("hottest=22217 at=38");
        puts("field=15656 16966 17922 18439 18514 18221 17681 17033 16400 15878 15521 15349 15351 15500 15754 16057 16351 16573 16669 16596 16337 15898 15315 14649 13984 13418 13052 12976 13253 13903 14894 16141 17520 18889 20117 21104 21791 22159 22217 21987 21493 20771 19870 18863 17848 16935 16227 15793 15653 15766 16045 16367 16597 16609 16298 15595 14464 12908 10964 8699 6204");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/wirecool
mpicc -O2 -Wall -o wirecool src/wirecool.c
