/* wirecool: MPI summary of temperatures along a cooling wire in millikelvin
 * Usage: mpirun -np <P> ./wirecool <input file>      (input format, model and output: README.md) */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define TAG_EAST 21
#define TAG_WEST 22

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
    long hdr[5] = {0};
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
        all = read_input(argv[1], hdr, 5);
    if (rank == 0) /* only rank 0 has read the header */
        MPI_Bcast(hdr, 5, MPI_LONG, 0, MPI_COMM_WORLD);

    long n = hdr[0], max_steps = hdr[1], tol = hdr[2];

    /* 1-D block decomposition: rank r owns counts[r] consecutive items starting at item displs[r] */
    int *counts = malloc(size * sizeof *counts), *displs = malloc(size * sizeof *displs);
    for (int r = 0; r < size; r++) {
        counts[r] = (int)(n / size + (r < n % size ? 1 : 0));
        displs[r] = r * counts[r];
    }
    int m = counts[rank];
    long *u = calloc(m + 2, sizeof *u), *v = calloc(m + 2, sizeof *v); /* [0] and [m + 1] are ghost cells */
    MPI_Scatterv(all, counts, displs, MPI_LONG, u + 1, m, MPI_LONG, 0, MPI_COMM_WORLD);

    int west = (rank - 1 + size) % size;
    int east = (rank + 1) % size;

    long steps = 0, change = 0;
    u[0] = hdr[3];     /* the ends of the rod are held at fixed temperatures; */
    u[m + 1] = hdr[4]; /* the ghost cells between ranks are overwritten by the exchange */
    while (steps < max_steps) {
        /* my last cell becomes the east neighbour's west ghost; my first, the west neighbour's east ghost */
        MPI_Sendrecv(&u[1], 1, MPI_LONG, east, TAG_EAST, &u[0], 1, MPI_LONG, west, TAG_EAST,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[m], 1, MPI_LONG, west, TAG_WEST, &u[m + 1], 1, MPI_LONG, east, TAG_WEST,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);

        change = 0;
        for (int i = 1; i <= m; i++) {

            v[i] = (u[i - 1] + 2 * u[i] + u[i + 1]) / 4;
            long d = v[i] > u[i] ? v[i] - u[i] : u[i] - v[i];
            if (d > change)
                change = d;
        }
        long *t = u;
        u = v;
        v = t;
        steps++;
        MPI_Allreduce(MPI_IN_PLACE, &change, 1, MPI_LONG, MPI_SUM, MPI_COMM_WORLD);

        if (change <= tol)
            break;
    }

    long *field = rank == 0 ? calloc(n + 1, sizeof *field) : NULL;
    MPI_Gatherv(u + 1, m, MPI_LONG, field, counts, displs, MPI_LONG, 0, MPI_COMM_WORLD);

    if (rank == 0) {
        long total = 0, hot = 0;
        for (long i = 0; i < n; i++) {
            total += field[i];
            if (field[i] > field[hot])
                hot = i;
        }
        printf("steps=%ld\n", steps);
        printf("total=%ld\n", total);
        printf("hottest=%ld at=%ld\n", n ? field[hot] : 0, hot);
        printf("field=");
        for (long i = 0; i < n; i++)
            printf(i ? " %ld" : "%ld", field[i]);
        printf("\n");
    }
    free(u);
    free(v);
    free(field);
    free(all);
    free(counts);
    free(displs);
    MPI_Finalize();
    return 0;
}
