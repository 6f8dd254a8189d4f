/*
 * fleetfuel: aggregates fuel card swipes with a pool of POSIX threads.
 *
 * Usage: fleetfuel <records file> <threads>
 *
 * README.md describes the records file and the report.
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NKEYS 7
#define MAX_THREADS 64
#define MAX_TAGS 48
#define NTAGS 4
#define LABEL_PREFIX "DP"

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

static const char *const tag_names[NTAGS] = {"diesel", "adblue", "night", "manual"};
static long tag_count[NTAGS];            /* merged under merge_lock */

static const char *const watch_list[] = {"DP-00", "DP-06"};
static long watched;                      /* merged under merge_lock */

static long partial[MAX_THREADS];        /* phase 1: each slice's sum */
static long above_mean;                  /* merged under merge_lock */

static int arrived;                      /* workers done with phase 1 */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long tags[NTAGS];
    long watched;
    long above;
};

static int tag_index(const char *name)
{
    for (int t = 0; t < NTAGS; t++)
        if (strcmp(name, tag_names[t]) == 0)
            return t;
    return -1;
}

/* the label of a key, e.g. "DP-07" */
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

    L->records++;
    L->total += r->amount;
    {
        char buf[MAX_TAGS], *tok, *save;

        memcpy(buf, r->tags, sizeof buf);
        for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
            int t = tag_index(tok);

            if (t >= 0)
                L->tags[t]++;
        }
    }
    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
        pthread_mutex_lock(&best_lock);
        best_amount = r->amount;
        best_at = i;
        pthread_mutex_unlock(&best_lock);
    }
    if (is_watched(key_label(r->a)))
        L->watched++;
}

static void merge(const struct local *L)
{
    pthread_mutex_lock(&merge_lock);
    records += L->records;
    total += L->total;
    for (int t = 0; t < NTAGS; t++)
        tag_count[t] += L->tags[t];
    watched += L->watched;
    above_mean += L->above;
    pthread_mutex_unlock(&merge_lock);
}

static void *worker(void *arg)
{
    int id = *(const int *)arg;
    long chunk = nrecs / nthreads;
    long start = id * chunk;
    long end = start + chunk;
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
    printf("max=%ld at=%ld\n", best_amount, best_at);
    for (int t = 0; t < NTAGS; t++)
        printf("tag %s=%ld\n", tag_names[t], tag_count[t]);
    printf("watched=%ld\n", watched);
    printf("above_mean=%ld\n", above_mean);
    free(recs);
    return 0;
}
