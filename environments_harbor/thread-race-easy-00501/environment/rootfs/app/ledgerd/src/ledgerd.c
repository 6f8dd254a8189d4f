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
#define SAMPLE_PERCENT 25
#define SAMPLE_SALT 775888523u

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
static int finished;                     /* workers that are done */

static long records, total;               /* merged under merge_lock */

static long sampled, sampled_total;       /* merged under merge_lock */

static long partial[MAX_THREADS];        /* phase 1: each slice's sum */
static long above_mean;                  /* merged under merge_lock */

static int arrived;                      /* workers done with phase 1 */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long sampled, sampled_total;
    long above;
};

/* the audit sample's generator (a small LCG); the caller keeps the state */
static unsigned int rng_next(unsigned int *state)
{
    *state = *state * 1103515245u + 12345u;
    return (*state >> 16) & 0x7fff;
}

static void process(long i, struct local *L)
{
    const struct rec *r = &recs[i];

    L->records++;
    L->total += r->amount;
    {
        unsigned int state = (unsigned int)i * 2654435761u ^ SAMPLE_SALT;

        if (rng_next(&state) % 100 < SAMPLE_PERCENT) {
            L->sampled++;
            L->sampled_total += r->amount;
        }
    }
}

static void merge(const struct local *L)
{
    pthread_mutex_lock(&merge_lock);
    records += L->records;
    total += L->total;
    sampled += L->sampled;
    sampled_total += L->sampled_total;
    above_mean += L->above;
    pthread_mutex_unlock(&merge_lock);
}

static void *worker(void *arg)
{
    int id = *(const int *)arg;
    long chunk = nrecs / nthreads;
    long start = id * chunk;
    long end = id == nthreads - 1 ? nrecs : start + chunk;
    struct local L;

    memset(&L, 0, sizeof L);
    {
        long part = 0, grand = 0;

        for (long i = start; i < end; i++)
            part += recs[i].amount;
        partial[id] = part;
        arrived++;
        while (arrived < nthreads)   /* wait for the others */
            sched_yield();
        for (int t = 0; t < nthreads; t++)
            grand += partial[t];
        for (long i = start; i < end; i++)
            if (recs[i].amount * nrecs > grand)
                L.above++;
    }
    for (long i = start; i < end; i++)
        process(i, &L);
    merge(&L);
    finished++;   /* tell main() this worker is done */
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
    int ids[MAX_THREADS];
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
    for (t = 0; t < nthreads; t++) {
        ids[t] = t;
        pthread_create(&tid[t], NULL, worker, &ids[t]);
        pthread_detach(tid[t]);
    }
    while (finished < nthreads)   /* the workers are detached */
        usleep(200);
    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("sampled=%ld sampled_total=%ld\n", sampled, sampled_total);
    printf("above_mean=%ld\n", above_mean);
    free(recs);
    return 0;
}
