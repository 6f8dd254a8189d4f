/*
 * parkpay: aggregates parking payments with a pool of POSIX threads.
 *
 * Usage: parkpay <records file> <threads>
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
#define NTAGS 5

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

static const char *const tag_names[NTAGS] = {"app", "card", "permit", "night", "coins"};
static long tag_count[NTAGS];            /* merged under merge_lock */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long best, best_at;           /* this worker's largest amount */
    long tags[NTAGS];
};

static int tag_index(const char *name)
{
    for (int t = 0; t < NTAGS; t++)
        if (strcmp(name, tag_names[t]) == 0)
            return t;
    return -1;
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
    {
        char buf[MAX_TAGS], *tok;

        memcpy(buf, r->tags, sizeof buf);
        for (tok = strtok(buf, ","); tok; tok = strtok(NULL, ",")) {
            int t = tag_index(tok);

            if (t >= 0)
                L->tags[t]++;
        }
    }
}

static void merge(const struct local *L)
{
    pthread_mutex_lock(&merge_lock);
    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
        best_amount = L->best;
        best_at = L->best_at;
    }
    for (int t = 0; t < NTAGS; t++)
        tag_count[t] += L->tags[t];
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
    for (t = 0; t < nthreads; t++) {
        pthread_create(&tid[t], NULL, worker, NULL);
    }
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("max=%ld at=%ld\n", best_amount, best_at);
    for (int t = 0; t < NTAGS; t++)
        printf("tag %s=%ld\n", tag_names[t], tag_count[t]);
    free(recs);
    return 0;
}
