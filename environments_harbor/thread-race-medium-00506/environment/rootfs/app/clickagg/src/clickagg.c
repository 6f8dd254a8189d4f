/*
 * clickagg: aggregates ad click batches with a pool of POSIX threads.
 *
 * Usage: clickagg <records file> <threads>
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
#define LABEL_PREFIX "CMP"

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

static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */

static long balance[NKEYS];              /* moves, and the merged entries */
static pthread_mutex_t acct_lock[NKEYS];   /* one per key, for balance[] */

static const char *const watch_list[] = {"CMP-02", "CMP-06", "CMP-11"};
static long watched;                      /* merged under merge_lock */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long best, best_at;           /* this worker's largest amount */
    long entries[NKEYS];
    long watched;
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

/* the label of a key, e.g. "CMP-07" */
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

static void process(long i, struct local *L)
{
    const struct rec *r = &recs[i];

    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
        L->best = r->amount;
        L->best_at = i;
    }
    records++;
    total += r->amount;
    if (r->kind == 'T')
        move(r->a, r->b, r->amount);
    else
        L->entries[r->a] += r->amount;
    if (is_watched(key_label(r->a)))
        L->watched++;
}

static void merge(const struct local *L)
{
    pthread_mutex_lock(&merge_lock);
    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
        best_amount = L->best;
        best_at = L->best_at;
    }
    for (int k = 0; k < NKEYS; k++) {
        pthread_mutex_lock(&acct_lock[k]);
        balance[k] += L->entries[k];
        pthread_mutex_unlock(&acct_lock[k]);
    }
    watched += L->watched;
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
        printf("campaign %d balance=%ld\n", k, balance[k]);
    printf("watched=%ld\n", watched);
    free(recs);
    return 0;
}
