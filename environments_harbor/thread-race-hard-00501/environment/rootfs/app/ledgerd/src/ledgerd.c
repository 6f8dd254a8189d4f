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

#define NKEYS 12
#define MAX_THREADS 64
#define MAX_TAGS 48
#define SAMPLE_PERCENT 8
#define SAMPLE_SALT 445010949u

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

static long records, total;               /* merged under merge_lock */

static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

static long balance[NKEYS];              /* moves, and the merged entries */
static pthread_mutex_t acct_lock[NKEYS];   /* one per key, for balance[] */

static long sampled, sampled_total;       /* merged under merge_lock */

static long partial[MAX_THREADS];        /* phase 1: each slice's sum */
static long above_mean;                  /* merged under merge_lock */

static int arrived;                      /* workers done with phase 1 */

static long processed;                   /* records done, for the progress monitor (atomic) */
static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long entries[NKEYS];
    long sampled, sampled_total;
    long above;
};

/* moves amount from key x to key y */
static void move(int x, int y, long amount)
{
    pthread_mutex_lock(&acct_lock[x]);
    pthread_mutex_lock(&acct_lock[y]);
    balance[x] -= amount;
    balance[y] += amount;
    pthread_mutex_unlock(&acct_lock[y]);
    pthread_mutex_unlock(&acct_lock[x]);
}

/* the audit sample's generator (a small LCG), seeded once per record */
static unsigned int rng_state;

static void rng_seed(unsigned int seed)
{
    rng_state = seed;
}

static unsigned int rng_next(void)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return (rng_state >> 16) & 0x7fff;
}

/* prints the progress to stderr every tenth of the file until main() stops it */
static void *monitor(void *arg)
{
    long last = -1;

    (void)arg;
    for (;;) {
        long done;
        int stop;

        done = __atomic_load_n(&processed, __ATOMIC_RELAXED);
        stop = __atomic_load_n(&stop_monitor, __ATOMIC_ACQUIRE);
        if (stop)
            break;
        if (nrecs > 0 && done * 10 / nrecs != last) {
            last = done * 10 / nrecs;
            fprintf(stderr, "progress: %ld%%\n", last * 10);
        }
        usleep(1000);
    }
    return NULL;
}

static void process(long i, struct local *L)
{
    const struct rec *r = &recs[i];

    L->records++;
    L->total += r->amount;
    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
        pthread_mutex_lock(&best_lock);
        best_amount = r->amount;
        best_at = i;
        pthread_mutex_unlock(&best_lock);
    }
    if (r->kind == 'T')
        move(r->a, r->b, r->amount);
    else
        L->entries[r->a] += r->amount;
    rng_seed((unsigned int)i * 2654435761u ^ SAMPLE_SALT);
    if (rng_next() % 100 < SAMPLE_PERCENT) {
        L->sampled++;
        L->sampled_total += r->amount;
    }
}

static void merge(const struct local *L)
{
    pthread_mutex_lock(&merge_lock);
    records += L->records;
    total += L->total;
    for (int k = 0; k < NKEYS; k++) {
        pthread_mutex_lock(&acct_lock[k]);
        balance[k] += L->entries[k];
        pthread_mutex_unlock(&acct_lock[k]);
    }
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
    pthread_t mon;
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
    for (int k = 0; k < NKEYS; k++)
        pthread_mutex_init(&acct_lock[k], NULL);
    pthread_create(&mon, NULL, monitor, NULL);
    for (t = 0; t < nthreads; t++) {
        pthread_create(&tid[t], NULL, worker, &t);
    }
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
    pthread_join(mon, NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("max=%ld at=%ld\n", best_amount, best_at);
    for (int k = 0; k < NKEYS; k++)
        printf("account %d balance=%ld\n", k, balance[k]);
    printf("sampled=%ld sampled_total=%ld\n", sampled, sampled_total);
    printf("above_mean=%ld\n", above_mean);
    printf("processed=%ld\n", processed);
    free(recs);
    return 0;
}
