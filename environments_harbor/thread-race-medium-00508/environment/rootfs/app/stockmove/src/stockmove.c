/*
 * stockmove: aggregates warehouse stock movements with a pool of POSIX threads.
 *
 * Usage: stockmove <records file> <threads>
 *
 * README.md describes the records file and the report.
 */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NKEYS 11
#define MAX_THREADS 64
#define MAX_TAGS 48

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

static long best_amount = -1, best_at = -1;  /* the largest amount, its first record */

static long balance[NKEYS];              /* moves, and the merged entries */
static pthread_mutex_t acct_lock[NKEYS];   /* one per key, for balance[] */

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long best, best_at;           /* this worker's largest amount */
    long entries[NKEYS];
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

static void process(long i, struct local *L)
{
    const struct rec *r = &recs[i];

    L->records++;
    L->total += r->amount;
    if (r->amount > L->best || (r->amount == L->best && i < L->best_at)) {
        L->best = r->amount;
        L->best_at = i;
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
    if (L->best > best_amount || (L->best == best_amount && L->best_at < best_at)) {
        best_amount = L->best;
        best_at = L->best_at;
    }
    for (int k = 0; k < NKEYS; k++) {
        pthread_mutex_lock(&acct_lock[k]);
        balance[k] += L->entries[k];
        pthread_mutex_unlock(&acct_lock[k]);
    }
    pthread_mutex_unlock(&merge_lock);
}

#define BLOCK 16                          /* records per ring entry */
#define RING_CAP 16
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
    ring_done = 1;   /* the workers see it on their next look */
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
        pthread_detach(tid[t]);
    }
    for (long i = 0; i < nrecs; i += BLOCK)   /* main() feeds the ring */
        ring_push(i);
    ring_close();
    while (finished < nthreads)   /* the workers are detached */
        usleep(200);
    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("max=%ld at=%ld\n", best_amount, best_at);
    for (int k = 0; k < NKEYS; k++)
        printf("bin %d balance=%ld\n", k, balance[k]);
    free(recs);
    return 0;
}
