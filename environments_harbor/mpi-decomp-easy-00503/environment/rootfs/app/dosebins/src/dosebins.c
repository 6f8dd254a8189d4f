/* dosebins: MPI summary of dosimeter readings in microsieverts
 * Usage: mpirun -np <P> ./dosebins <input file>      (input format, model and output: README.md) */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define BLOCK 7 /* block-cyclic distribution: block k (values k*BLOCK ... k*BLOCK+BLOCK-1) goes to rank k % P */

static long *read_input(const char *path, long *hdr, int nhdr)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (int k = 0; k < nhdr; k++)
        if (fscanf(f, "%ld", &hdr[k]) != 1) {
            fprintf(stderr, "%s: bad header\n", path);
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
    long n = hdr[0];
    long *v = calloc(n + 64, sizeof *v);
    for (long i = 0; i < n; i++)
        if (fscanf(f, "%ld", &v[i]) != 1) {
            fprintf(stderr, "%s: expected %ld values\n", path, n);
            MPI_Abort(MPI_COMM_WORLD, 1);
        }
    fclose(f);
    return v;
}

int main(int argc, char **argv)
{
    int rank, size;
    long hdr[2] = {0};
    long *all = NULL;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc != 2) {
        if (rank == 0)
            fprintf(stderr, "usage: %s <input file>\n", argv[0]);
        MPI_Finalize();
        return 2;
    }
    if (rank == 0)
        all = read_input(argv[1], hdr, 2);
    MPI_Bcast(hdr, 2, MPI_LONG, 0, MPI_COMM_WORLD);

    long n = hdr[0];
    int nb = (int)hdr[1];

    long nblocks = n / BLOCK;

    int *counts = calloc(size, sizeof *counts), *displs = calloc(size, sizeof *displs);
    for (long k = 0; k < nblocks; k++) {
        long len = k == nblocks - 1 ? n - k * BLOCK : BLOCK;
        counts[k % size] += BLOCK;
    }
    for (int r = 1; r < size; r++)
        displs[r] = displs[r - 1] + counts[r - 1];
    long *packed = NULL;
    if (rank == 0) { /* the blocks of rank 0, then those of rank 1, ... each in row order */
        packed = calloc(nblocks * BLOCK + 64, sizeof *packed);
        int *fill = calloc(size, sizeof *fill);
        for (long k = 0; k < nblocks; k++) {
            int r = (int)(k % size);
            for (long j = k * BLOCK; j < n && j < (k + 1) * BLOCK; j++)
                packed[displs[r] + fill[r]++] = all[j];

        }
        free(fill);
    }
    int m = counts[rank];
    long *mine = calloc(m + 1, sizeof *mine);
    MPI_Scatterv(packed, counts, displs, MPI_LONG, mine, m, MPI_LONG, 0, MPI_COMM_WORLD);

    long lmin = LONG_MAX, lmax = LONG_MIN;
    for (int i = 0; i < m; i++) {
        if (mine[i] < lmin)
            lmin = mine[i];
        if (mine[i] > lmax)
            lmax = mine[i];
    }
    long lo = 0, hi = 0;
    MPI_Allreduce(&lmin, &lo, 1, MPI_LONG, MPI_MIN, MPI_COMM_WORLD);
    MPI_Allreduce(&lmax, &hi, 1, MPI_LONG, MPI_MAX, MPI_COMM_WORLD);

    long *lh = calloc(nb, sizeof *lh), *gh = calloc(nb, sizeof *gh);
    struct {
        long value;
        int row;
    } peak = {LONG_MIN, -1}, gpeak = {0, -1};
    for (int i = 0; i < m; i++) {
        long b = (mine[i] - lo) * nb / (hi - lo + 1);
        if (b < 0)
            b = 0;
        if (b >= nb)
            b = nb - 1;
        lh[b]++;
        int row = (int)((i / BLOCK) * size * BLOCK + rank * BLOCK + i % BLOCK);

        if (mine[i] > peak.value) {
            peak.value = mine[i];
            peak.row = row;
        }
    }
    MPI_Reduce(lh, gh, nb, MPI_LONG, MPI_SUM, size - 1, MPI_COMM_WORLD);

    MPI_Reduce(&peak, &gpeak, 1, MPI_LONG_INT, MPI_MAXLOC, 0, MPI_COMM_WORLD);

    if (rank == 0) {
        int mode = 0;
        long seen = 0;
        printf("range=%ld..%ld\n", lo, hi);
        printf("hist=");
        for (int b = 0; b < nb; b++) {
            printf(b ? " %ld" : "%ld", gh[b]);
            seen += gh[b];
            if (gh[b] > gh[mode])
                mode = b;
        }
        printf("\n");
        printf("values=%ld mode=%d\n", seen, mode);
        printf("peak=%ld row=%d\n", gpeak.value, gpeak.row);
    }
    free(lh);
    free(gh);
    free(mine);
    free(packed);
    free(all);
    free(counts);
    free(displs);
    MPI_Finalize();
    return 0;
}
