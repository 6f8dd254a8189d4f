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

#define NKEYS 9
#define MAX_THREADS 64
#define MAX_TAGS 48
#define LABEL_PREFIX "FD"

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

static long balance[NKEYS];              /* moves, and the merged entries */
static pthread_mutex_t acct_lock[NKEYS];   /* one per key, for balance[] */

static const char *const watch_list[] = {"FD-03", "FD-04", "FD-05"};
static long watched;                      /* merged under merge_lock */

static long partial[MAX_THREADS];        /* phase 1: each slice's sum */
static long above_mean;                  /* merged under merge_lock */

static int arrived;                      /* workers done with phase 1 */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long entries[NKEYS];
    long watched;
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

/* the label of a key, e.g. "FD-07", written into buf (16 bytes) */
static const char *key_label(int key, char *buf)
{
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

    L->records++;
    L->total += r->amount;
    {
        char label[16];

        if (is_watched(key_label(r->a, label)))
            L->watched++;
    }
    if (r->kind == 'T')
        move(r->a, r->b, r->amount);
    else
        L->entries[r->a] += r->amount;
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
    for (int k = 0; k < NKEYS; k++)
        pthread_mutex_init(&acct_lock[k], NULL);
    for (t = 0; t < nthreads; t++) {
        ids[t] = t;
        pthread_create(&tid[t], NULL, worker, &ids[t]);
    }
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    for (int k = 0; k < NKEYS; k++)
        printf("feeder %d balance=%ld\n", k, balance[k]);
    printf("watched=%ld\n", watched);
    printf("above_mean=%ld\n", above_mean);
    free(recs);
    return 0;
}
