/*
 * meterd: aggregates smart-meter uploads with a pool of POSIX threads.
 *
 * Usage: meterd <records file> <threads>
 *
 * README.md describes the records file and the report.
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NKEYS 8
#define MAX_THREADS 64
#define MAX_TAGS 48
#define NTAGS 5
#define SAMPLE_PERCENT 10
#define SAMPLE_SALT 1190577309u

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

struct slot {
    long ops, sum;
};
static struct slot *table;               /* NKEYS entries, merged under merge_lock */


static long balance[NKEYS];              /* moves, and the merged entries */
static pthread_mutex_t acct_lock[NKEYS];   /* one per key, for balance[] */

static const char *const tag_names[NTAGS] = {"estimated", "peak", "offpeak", "solar", "export"};
static long tag_count[NTAGS];            /* merged under merge_lock */

static long sampled, sampled_total;       /* merged under merge_lock */

static long processed;                   /* records done, for the progress monitor (atomic) */
static int stop_monitor;                 /* set by main() when the workers are done (atomic) */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long ops[NKEYS], sum[NKEYS];
    long entries[NKEYS];
    long tags[NTAGS];
    long sampled, sampled_total;
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

static int tag_index(const char *name)
{
    for (int t = 0; t < NTAGS; t++)
        if (strcmp(name, tag_names[t]) == 0)
            return t;
    return -1;
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
    L->ops[r->a]++;
    L->sum[r->a] += r->amount;
    __atomic_fetch_add(&processed, 1, __ATOMIC_RELAXED);
    if (r->kind == 'T')
        move(r->a, r->b, r->amount);
    else
        L->entries[r->a] += r->amount;
    {
        char buf[MAX_TAGS], *tok;

        memcpy(buf, r->tags, sizeof buf);
        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
            int t = tag_index(tok);

            if (t >= 0)
                L->tags[t]++;
        }
    }
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
        table[k].ops += L->ops[k];
        table[k].sum += L->sum[k];
    }
    for (int k = 0; k < NKEYS; k++) {
        pthread_mutex_lock(&acct_lock[k]);
        balance[k] += L->entries[k];
        pthread_mutex_unlock(&acct_lock[k]);
    }
    for (int t = 0; t < NTAGS; t++)
        tag_count[t] += L->tags[t];
    sampled += L->sampled;
    sampled_total += L->sampled_total;
    pthread_mutex_unlock(&merge_lock);
}

#define BLOCK 32                          /* records per claim */
static long next_rec;                    /* the first record of the next block to hand out */

static pthread_mutex_t cursor_lock = PTHREAD_MUTEX_INITIALIZER;

/* the first record of the next block of BLOCK records, or -1 when all are handed out */
static long claim(void)
{
    long first = -1;

    pthread_mutex_lock(&cursor_lock);
    if (next_rec < nrecs) {
        first = next_rec;
        next_rec += BLOCK;
    }
    pthread_mutex_unlock(&cursor_lock);
    return first;
}

static void *worker(void *arg)
{
    struct local L;
    long first;

    (void)arg;
    memset(&L, 0, sizeof L);
    if (table == NULL)   /* the first worker sets the table up */
        table = calloc(NKEYS, sizeof *table);
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
        pthread_create(&tid[t], NULL, worker, NULL);
    }
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    __atomic_store_n(&stop_monitor, 1, __ATOMIC_RELEASE);
    pthread_join(mon, NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    for (int k = 0; k < NKEYS; k++)
        printf("feeder %d ops=%ld sum=%ld\n", k, table[k].ops, table[k].sum);
    for (int k = 0; k < NKEYS; k++)
        printf("feeder %d balance=%ld\n", k, balance[k]);
    for (int t = 0; t < NTAGS; t++)
        printf("tag %s=%ld\n", tag_names[t], tag_count[t]);
    printf("sampled=%ld sampled_total=%ld\n", sampled, sampled_total);
    printf("processed=%ld\n", processed);
    free(recs);
    return 0;
}
