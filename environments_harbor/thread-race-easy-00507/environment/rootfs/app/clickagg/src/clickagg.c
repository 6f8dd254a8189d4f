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

#define NKEYS 10
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

static long records, total;               /* merged under merge_lock */

static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */
static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

static const char *const tag_names[NTAGS] = {"mobile", "desktop", "bot", "retarget", "video"};
static long tag_count[NTAGS];            /* merged under merge_lock */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
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

    L->records++;
    L->total += r->amount;
    if (r->amount > best_amount || (r->amount == best_amount && i < best_at)) {
        pthread_mutex_lock(&best_lock);
        best_amount = r->amount;
        best_at = i;
        pthread_mutex_unlock(&best_lock);
    }
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
    records += L->records;
    total += L->total;
    for (int t = 0; t < NTAGS; t++)
        tag_count[t] += L->tags[t];
    pthread_mutex_unlock(&merge_lock);
}

#define BLOCK 64                          /* records per ring entry */
#define RING_CAP 4
static long ring[RING_CAP];              /* first records of blocks, from main() to the workers */
static int ring_head, ring_tail, ring_count, ring_done;
static pthread_mutex_t ring_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER, not_full = PTHREAD_COND_INITIALIZER;

static void ring_push(long first)
{
    pthread_mutex_lock(&ring_lock);
    while (ring_count == RING_CAP)
        pthread_cond_wait(&not_full, &ring_lock);
    ring[ring_tail] = first;
    ring_tail = (ring_tail + 1) % RING_CAP;
    ring_count++;
    pthread_cond_signal(&not_empty);
    pthread_mutex_unlock(&ring_lock);
}

/* no more blocks: the workers finish what is in the ring and stop */
static void ring_close(void)
{
    pthread_mutex_lock(&ring_lock);
    ring_done = 1;
    pthread_cond_broadcast(&not_empty);
    pthread_mutex_unlock(&ring_lock);
}

/* the first record of the next block, or -1 once the ring is closed and empty */
static long ring_pop(void)
{
    long first;

    pthread_mutex_lock(&ring_lock);
    while (ring_count == 0 && !ring_done)
        pthread_cond_wait(&not_empty, &ring_lock);
    if (ring_done && ring_count == 0) {
        pthread_mutex_unlock(&ring_lock);
        return -1;
    }
    first = ring[ring_head];
    ring_head = (ring_head + 1) % RING_CAP;
    ring_count--;
    pthread_cond_signal(&not_full);
    pthread_mutex_unlock(&ring_lock);
    return first;
}

static void *worker(void *arg)
{
    struct local L;
    long first;

    (void)arg;
    memset(&L, 0, sizeof L);
    while ((first = ring_pop()) >= 0)
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
    for (long i = 0; i < nrecs; i += BLOCK)   /* main() feeds the ring */
        ring_push(i);
    ring_close();
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("max=%ld at=%ld\n", best_amount, best_at);
    for (int t = 0; t < NTAGS; t++)
        printf("tag %s=%ld\n", tag_names[t], tag_count[t]);
    free(recs);
    return 0;
}
