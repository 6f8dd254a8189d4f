#!/bin/bash
set -euo pipefail
cd /app/gridsum
cat > src/gridsum.c <<'C_SOURCE'
/* gridsum: distributed summary statistics of power readings from grid substations in watts.
 * Usage: mpirun -np <P> gridsum <data file>
 * The data file holds one integer per line. Rank 0 reads it and scatters contiguous blocks. */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define NBUCKETS 10
#define HIST_LO 5000L
#define HIST_HI 12005000L

static long *read_values(const char *path, long *n)
{
    FILE *f = fopen(path, "r");
    long cap = 1024, len = 0, x;
    long *v = malloc(cap * sizeof *v);
    if (!f || !v) {
        perror(path);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    while (fscanf(f, "%ld", &x) == 1) {
        if (len == cap) {
            cap *= 2;
            v = realloc(v, cap * sizeof *v);
        }
        v[len++] = x;
    }
    fclose(f);
    *n = len;
    return v;
}

int main(int argc, char **argv)
{
    int rank, size;
    long n = 0, *all = NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc < 2) {
        if (rank == 0)
            fprintf(stderr, "usage: %s <data file>\n", argv[0]);
        MPI_Finalize();
        return 2;
    }
    if (rank == 0)
        all = read_values(argv[1], &n);
    MPI_Bcast(&n, 1, MPI_LONG, 0, MPI_COMM_WORLD);

    /* Block decomposition: rank r gets counts[r] values starting at displs[r]. */
    int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
    for (int r = 0; r < size; r++) {
        counts[r] = (int)(n / size + (r < n % size ? 1 : 0));
        displs[r] = r == 0 ? 0 : displs[r - 1] + counts[r - 1];
    }
    long *mine = malloc((counts[rank] + 1) * sizeof *mine);
    MPI_Scatterv(all, counts, displs, MPI_LONG, mine, counts[rank], MPI_LONG, 0, MPI_COMM_WORLD);

    long lcount = counts[rank], lsum = 0, lmin = LONG_MAX, lmax = LONG_MIN;
    for (int i = 0; i < counts[rank]; i++) {
        lsum += mine[i];
        if (mine[i] < lmin)
            lmin = mine[i];
        if (mine[i] > lmax)
            lmax = mine[i];
    }
    long gcount = 0, gsum = 0, gmin = 0, gmax = 0;
    MPI_Reduce(&lcount, &gcount, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(&lsum, &gsum, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
    MPI_Reduce(&lmin, &gmin, 1, MPI_LONG, MPI_MIN, 0, MPI_COMM_WORLD);
    MPI_Reduce(&lmax, &gmax, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);

    /* centre on the mean */
    long tot[2] = {lsum, lcount}, gtot[2];
    MPI_Allreduce(tot, gtot, 2, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);
    double mean = (double)gtot[0] / (double)gtot[1];
    double lsq = 0.0, gsq = 0.0;
    for (int i = 0; i < counts[rank]; i++)
        lsq += ((double)mine[i] - mean) * ((double)mine[i] - mean);
    MPI_Reduce(&lsq, &gsq, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);

    int lhist[NBUCKETS] = {0}, ghist[NBUCKETS] = {0};
    for (int i = 0; i < counts[rank]; i++) {
        long b = (mine[i] - HIST_LO) * NBUCKETS / (HIST_HI - HIST_LO);
        if (b < 0)
            b = 0;
        if (b >= NBUCKETS)
            b = NBUCKETS - 1;
        lhist[b]++;
    }
    MPI_Reduce(lhist, ghist, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);

    if (rank == 0) {
        printf("partition");
        for (int r = 0; r < size; r++)
            printf(" %d:%d+%d", r, displs[r], counts[r]);
        printf("\n");
        printf("count=%ld\nsum=%ld\nmin=%ld\nmax=%ld\n", gcount, gsum, gmin, gmax);
        printf("mean=%.4f\n", (double)gsum / (double)gcount);
        printf("variance=%.4f\n", gsq / (double)gcount);
        printf("hist=");
        for (int b = 0; b < NBUCKETS; b++)
            printf(b ? ",%d" : "%d", ghist[b]);
        printf("\n");
    }
    free(mine);
    free(counts);
    free(displs);
    free(all);
    MPI_Finalize();
    return 0;
}
C_SOURCE
mpicc -O2 -Wall -o gridsum src/gridsum.c
mpirun --oversubscribe -np 3 ./gridsum examples/data.txt > /tmp/np3.txt
diff /tmp/np3.txt examples/expected-np3.txt || true
mpirun --oversubscribe -np 1 ./gridsum examples/data.txt > /tmp/np1.txt
tail -n +2 /tmp/np1.txt > /tmp/np1.body
tail -n +2 /tmp/np3.txt > /tmp/np3.body
cmp /tmp/np1.body /tmp/np3.body || echo 'results depend on the rank count' >&2
