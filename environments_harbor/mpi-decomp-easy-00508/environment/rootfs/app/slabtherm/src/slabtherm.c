/* slabtherm: MPI summary of temperatures in a concrete slab in millikelvin
 * Usage: mpirun -np <P> ./slabtherm <input file>      (input format, model and output: README.md) */
#include <limits.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

/* balanced split of n items into parts: part c starts at *start and has *len items */
static void split(long n, int parts, int c, long *start, long *len)
{
    *len = n / parts + (c < n % parts ? 1 : 0);
    *start = c * (n / parts) + (c < n % parts ? c : n % parts);
}

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
    long n = hdr[0] * hdr[1];
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
    long hdr[4] = {0};
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
        all = read_input(argv[1], hdr, 4);
    MPI_Bcast(hdr, 4, MPI_LONG, 0, MPI_COMM_WORLD);

    long nx = hdr[0], ny = hdr[1], steps = hdr[2], edge = hdr[3];
    if (rank != 0)
        all = calloc(nx * ny + 64, sizeof *all);
    MPI_Bcast(all, (int)(nx * ny), MPI_LONG, 0, MPI_COMM_WORLD);

    /* a 2-D process grid: dimension 0 splits the rows, dimension 1 the columns */
    int dims[2] = {0, 0}, coords[2], me;
    int periods[2] = {1, 1};

    MPI_Dims_create(size, 2, dims);
    MPI_Comm grid;
    MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &grid);
    MPI_Comm_rank(grid, &me);
    MPI_Cart_coords(grid, me, 2, coords);
    int north, south, west, east;
    MPI_Cart_shift(grid, 0, 1, &north, &south);
    MPI_Cart_shift(grid, 1, 1, &west, &east);

    long r0, mr, c0, mc;
    split(nx, dims[0], coords[0], &r0, &mr);
    split(ny, dims[1], coords[1], &c0, &mc);
    int W = (int)mc + 2; /* local row length: one ghost column on each side */
    long *u = calloc((mr + 2) * W, sizeof *u), *v = calloc((mr + 2) * W, sizeof *v);
    for (long i = 0; i < mr; i++)
        for (long j = 0; j < mc; j++)
            u[(i + 1) * W + j + 1] = all[(r0 + i) * ny + c0 + j];

    MPI_Datatype column;
    MPI_Type_vector((int)mr, 1, W, MPI_LONG, &column);

    MPI_Type_commit(&column);

    for (long i = 0; i < mr + 2; i++)
        u[i * W] = u[i * W + mc + 1] = edge; /* outside the plate: fixed; between ranks: overwritten below */
    for (long j = 0; j < W; j++)
        u[j] = u[(mr + 1) * W + j] = edge;
    for (long s = 0; s < steps; s++) {
        /* rows are contiguous; columns use the strided type */
        MPI_Sendrecv(&u[1 * W + 1], (int)mc, MPI_LONG, north, 1, &u[(mr + 1) * W + 1], (int)mc, MPI_LONG, south, 1,
                     grid, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[mr * W + 1], (int)mc, MPI_LONG, south, 2, &u[0 * W + 1], (int)mc, MPI_LONG, north, 2,
                     grid, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[1 * W + 1], 1, column, west, 3, &u[1 * W + mc + 1], 1, column, east, 3,
                     grid, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[1 * W + mc], 1, column, east, 4, &u[1 * W + 0], 1, column, west, 4,
                     grid, MPI_STATUS_IGNORE);

        for (long i = 1; i <= mr; i++)
            for (long j = 1; j <= mc; j++) {
                long *c = &u[i * W + j];
                v[i * W + j] = (4 * c[0] + c[-W] + c[W] + c[-1] + c[1]) / 8;
            }
        long *t = u;
        u = v;
        v = t;
    }

    long *rows = calloc(nx, sizeof *rows), *cols = calloc(ny, sizeof *cols);
    long *grows = calloc(nx, sizeof *grows), *gcols = calloc(ny, sizeof *gcols);
    struct {
        long value;
        int cell;
    } hot = {LONG_MIN, -1}, ghot = {0, -1};
    for (long i = 0; i < mr; i++)
        for (long j = 0; j < mc; j++) {
            long x = u[(i + 1) * W + j + 1];
            rows[i] += x;
            cols[j] += x;

            if (x > hot.value) {
                hot.value = x;
                hot.cell = (int)((r0 + i) * ny + c0 + j);
            }
        }
    MPI_Reduce(rows, grows, (int)nx, MPI_LONG, MPI_SUM, 0, grid);
    MPI_Reduce(cols, gcols, (int)ny, MPI_LONG, MPI_SUM, 0, grid);

    MPI_Reduce(&hot, &ghot, 1, MPI_LONG_INT, MPI_MAXLOC, 0, grid);

    if (me == 0) {
        long total = 0;
        for (long i = 0; i < nx; i++)
            total += grows[i];
        printf("total=%ld\n", total);
        printf("hottest=%ld row=%d col=%d\n", ghot.value, ghot.cell < 0 ? -1 : ghot.cell / (int)ny,
               ghot.cell < 0 ? -1 : ghot.cell % (int)ny);
        printf("rows=");
        for (long i = 0; i < nx; i++)
            printf(i ? " %ld" : "%ld", grows[i]);
        printf("\ncols=");
        for (long j = 0; j < ny; j++)
            printf(j ? " %ld" : "%ld", gcols[j]);
        printf("\n");
    }
    MPI_Type_free(&column);
    MPI_Comm_free(&grid);
    free(u);
    free(v);
    free(rows);
    free(cols);
    free(grows);
    free(gcols);
    free(all);
    MPI_Finalize();
    return 0;
}
