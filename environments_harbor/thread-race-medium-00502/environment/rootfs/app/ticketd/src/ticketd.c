/*
 * ticketd: aggregates ticket sales with a pool of POSIX threads.
 *
 * Usage: ticketd <records file> <threads>
 *
 * README.md describes the records file and the report.
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NKEYS 16
#define MAX_THREADS 64
#define MAX_TAGS 48
#define LABEL_PREFIX "VN"
#define SAMPLE_PERCENT 30
#define SAMPLE_SALT 354898366u

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

static const char *const watch_list[] = {"VN-00", "VN-08", "VN-14"};
static long watched;                      /* merged under merge_lock */

static long sampled, sampled_total;       /* merged under merge_lock */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long entries[NKEYS];
    long watched;
    long sampled, sampled_total;
};

/* moves amount from key x to key y; a move to the same key changes nothing */
static void move(int x, int y, long amount)
{
    int lo = x < y ? x : y, hi = x < y ? y : x;

    if (x == y)
        return;
    pthread_mutex_lock(&acct_lock[lo]);   /* always the lower key first */
    pthread_mutex_lock(&acct_lock[hi]);
    balance[x] -= amount;
    balance[y] += amount;
    pthread_mutex_unlock(&acct_lock[hi]);
    pthread_mutex_unlock(&acct_lock[lo]);
}

/* the label of a key, e.g. "VN-07" */
static const char *key_label(int key)
{
    static char buf[16];

    int n = 0;

    for (const char *p = LABEL_PREFIX; *p; p++)
        buf[n++] = *p;
    buf[n++] = '-';
    buf[n++] = (char)('0' + key / 10 % 10);
    buf[n++] = (char)('0' + key % 10);
    buf[n] = '\0';
    return buf;
}

static int is_watched(const char *label)
{
    for (size_t w = 0; w < sizeof watch_list / sizeof watch_list[0]; w++)
        if (strcmp(label, watch_list[w]) == 0)
            return 1;
    return 0;
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

static void process(long i, struct local *L)
{
    const struct rec *r = &recs[i];

    L->records++;
    L->total += r->amount;
    if (r->kind == 'T')
        move(r->a, r->b, r->amount);
    else
        L->entries[r->a] += r->amount;
    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
        pthread_mutex_lock(&best_lock);
        best_amount = r->amount;
        best_at = i;
        pthread_mutex_unlock(&best_lock);
    }
    if (is_watched(key_label(r->a)))
        L->watched++;
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
    watched += L->watched;
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
    for (int k = 0; k < NKEYS; k++)
        pthread_mutex_init(&acct_lock[k], NULL);
    for (t = 0; t < nthreads; t++) {
        pthread_create(&tid[t], NULL, worker, NULL);
    }
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("max=%ld at=%ld\n", best_amount, best_at);
    for (int k = 0; k < NKEYS; k++)
        printf("venue %d balance=%ld\n", k, balance[k]);
    printf("watched=%ld\n", watched);
    printf("sampled=%ld sampled_total=%ld\n", sampled, sampled_total);
    free(recs);
    return 0;
}
