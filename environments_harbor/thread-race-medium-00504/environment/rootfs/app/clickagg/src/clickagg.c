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

#define NKEYS 13
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

struct slot {
    long ops, sum;
};
static struct slot *table;               /* NKEYS entries, merged under merge_lock */


static const char *const watch_list[] = {"CMP-01", "CMP-02", "CMP-10"};
static long watched;                      /* merged under merge_lock */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long ops[NKEYS], sum[NKEYS];
    long watched;
};

/* the label of a key, e.g. "CMP-07", written into buf (16 bytes) */
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

    L->ops[r->a]++;
    L->sum[r->a] += r->amount;
    {
        char label[16];

        if (is_watched(key_label(r->a, label)))
            L->watched++;
    }
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
    watched += L->watched;
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
    if (table == NULL)   /* the first worker sets the table up */
        table = calloc(NKEYS, sizeof *table);
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
        pthread_create(&tid[t], NULL, worker, &t);
    }
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    for (int k = 0; k < NKEYS; k++)
        printf("campaign %d ops=%ld sum=%ld\n", k, table[k].ops, table[k].sum);
    printf("watched=%ld\n", watched);
    free(recs);
    return 0;
}
