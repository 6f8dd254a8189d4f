/* ledgerscan: MPI summary of a bank account's transactions in cents
 * Usage: mpirun -np <P> ./ledgerscan <input file>      (input format, model and output: README.md) */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* a (value, row) pair laid out like MPI_LONG_INT, for MPI_MINLOC */
typedef struct {
    int value; /* with row: an MPI_2INT pair */
    int row;
} loc_t;

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
    long hdr[3] = {0};
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
        all = read_input(argv[1], hdr, 3);
    MPI_Bcast(hdr, 3, MPI_LONG, 0, MPI_COMM_WORLD);

    long n = hdr[0], opening = hdr[1], floor_ = hdr[2];

    /* 1-D block decomposition: rank r owns counts[r] consecutive items starting at item displs[r] */
    int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
    for (int r = 0; r < size; r++) {
        counts[r] = (int)(n / size + (r == size - 1 ? n % size : 0));
        displs[r] = r * (int)(n / size);
    }
    int m = counts[rank];
    long *t = calloc(m + 1, sizeof *t);
    MPI_Scatter(all, m, MPI_LONG, t, m, MPI_LONG, 0, MPI_COMM_WORLD);

    long lsum = 0;
    for (int i = 0; i < m; i++)
        lsum += t[i];

    /* the balance just before my first row: the opening balance plus every row of the lower ranks */
    long before = 0;
    MPI_Scan(&lsum, &before, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);

    long bal = opening + before, prev = opening;
    loc_t low = {LONG_MAX, -1}, glow = {0, -1};

    int nhit = 0, *hits = malloc((m + 1) * sizeof *hits);
    for (int i = 0; i < m; i++) {
        bal += t[i];
        int row = i;

        if (bal < low.value) {
            low.value = bal;
            low.row = row;
        }
        if (bal < floor_ && prev >= floor_)
            hits[nhit++] = row;
        prev = bal;
    }
    MPI_Reduce(&low, &glow, 1, MPI_LONG_INT, MPI_MINLOC, 0, MPI_COMM_WORLD);

    long total = 0;
    MPI_Reduce(&lsum, &total, 1, MPI_LONG, MPI_SUM, 0, MPI_COMM_WORLD);


    /* the rows where the balance drops below the floor, in row order */
    int *rc = NULL, *rd = NULL, nall = 0, *allhits = NULL;
    if (rank == 0) {
        rc = malloc(size * sizeof *rc);
        rd = malloc(size * sizeof *rd);
    }
    MPI_Gather(&nhit, 1, MPI_INT, rc, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        for (int r = 0; r < size; r++) {
            rd[r] = r == 0 ? 0 : rc[r - 1];
            nall += rc[r];
        }
        allhits = malloc((nall + 1) * sizeof *allhits);
    }
    MPI_Gatherv(hits, nhit, MPI_INT, allhits, rc, rd, MPI_INT, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("closing=%ld\n", opening + total);
        printf("lowest=%ld row=%d\n", glow.value, glow.row);
        printf("overdrafts=%d\n", nall);
        printf("rows=");
        for (int h = 0; h < nall; h++)
            printf(h ? " %d" : "%d", allhits[h]);
        printf("\n");
    }
    free(t);
    free(hits);
    free(rc);
    free(rd);
    free(allhits);
    free(all);
    free(counts);
    free(displs);
    MPI_Finalize();
    return 0;
}
