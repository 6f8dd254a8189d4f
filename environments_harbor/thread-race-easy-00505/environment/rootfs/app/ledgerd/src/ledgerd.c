/*
 * ledgerd: aggregates ledger postings with a pool of POSIX threads.
 *
 * Usage: ledgerd <records file> <threads>
 *
 * README.md describes the records file and the report.
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NKEYS 15
#define MAX_THREADS 64
#define MAX_TAGS 48

struct rec {
    char kind;                /* 'D': an entry for key a; 'T': a move from a to b */
    int a, b;
    long amount;
    char tags[MAX_TAGS];      /* comma-separated names, or "-" */
};

static struct rec *recs;
static long nrecs;
static int nthreads;
static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;

static long records, total;

struct slot {
    long ops, sum;
};
static struct slot *table;               /* NKEYS entries, merged under merge_lock */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long ops[NKEYS], sum[NKEYS];
};

static void process(long i, struct local *L)
{
    const struct rec *r = &recs[i];

    L->ops[r->a]++;
    L->sum[r->a] += r->amount;
    records++;
    total += r->amount;
}

static void merge(const struct local *L)
{
    pthread_mutex_lock(&merge_lock);
    for (int k = 0; k < NKEYS; k++) {
        table[k].ops += L->ops[k];
        table[k].sum += L->sum[k];
    }
    pthread_mutex_unlock(&merge_lock);
}

#define BLOCK 64                          /* records per claim */
static long next_rec;                    /* the first record of the next block to hand out */

/* the first record of the next block of BLOCK records, or -1 when all are handed out */
static long claim(void)
{
    long first;

    if (next_rec >= nrecs)
        return -1;
    first = next_rec;
    next_rec += BLOCK;
    return first;
}

static void *worker(void *arg)
{
    struct local L;
    long first;

    (void)arg;
    memset(&L, 0, sizeof L);
    while ((first = claim()) >= 0)
        for (long i = first; i < first + BLOCK && i < nrecs; i++)
            process(i, &L);
    merge(&L);
    return NULL;
}

static void load(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[160];
    long cap = 1024;

    if (!f) {
        perror(path);
        exit(1);
    }
    recs = malloc(cap * sizeof *recs);
    while (fgets(line, sizeof line, f)) {
        struct rec r;
        char b[16];

        memset(&r, 0, sizeof r);
        if (sscanf(line, " %c %d %15s %ld %47s", &r.kind, &r.a, b, &r.amount, r.tags) != 5)
            continue;
        r.b = b[0] == '-' ? r.a : atoi(b);
        if (r.a < 0 || r.a >= NKEYS || r.b < 0 || r.b >= NKEYS)
            continue;
        if (nrecs == cap)
            recs = realloc(recs, (cap *= 2) * sizeof *recs);
        recs[nrecs++] = r;
    }
    fclose(f);
}

int main(int argc, char **argv)
{
    pthread_t tid[MAX_THREADS];
    int t;

    if (argc != 3) {
        fprintf(stderr, "usage: %s <records file> <threads>\n", argv[0]);
        return 2;
    }
    nthreads = atoi(argv[2]);
    if (nthreads < 1 || nthreads > MAX_THREADS) {
        fprintf(stderr, "%s: threads must be 1..%d\n", argv[0], MAX_THREADS);
        return 2;
    }
    load(argv[1]);
    table = calloc(NKEYS, sizeof *table);
    for (t = 0; t < nthreads; t++) {
        pthread_create(&tid[t], NULL, worker, NULL);
    }
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    for (int k = 0; k < NKEYS; k++)
        printf("account %d ops=%ld sum=%ld\n", k, table[k].ops, table[k].sum);
    free(recs);
    return 0;
}
