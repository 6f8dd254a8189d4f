/*
 * labq: aggregates lab assay results with a pool of POSIX threads.
 *
 * Usage: labq <records file> <threads>
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
#define LABEL_PREFIX "BN"
#define SAMPLE_PERCENT 11
#define SAMPLE_SALT 1109654934u

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

struct slot {
    long ops, sum;
};
static struct slot *table;               /* NKEYS entries, merged under merge_lock */


static long balance[NKEYS];              /* moves, and the merged entries */
static pthread_mutex_t acct_lock[NKEYS];   /* one per key, for balance[] */

static const char *const watch_list[] = {"BN-02", "BN-04"};
static long watched;                      /* merged under merge_lock */

static long sampled, sampled_total;       /* merged under merge_lock */

static long processed;                   /* records done, for the progress monitor */
static int stop_monitor;

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long ops[NKEYS], sum[NKEYS];
    long entries[NKEYS];
    long watched;
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

/* the label of a key, e.g. "BN-07", written into buf (16 bytes) */
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

        done = processed;
        stop = stop_monitor;
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
    {
        char label[16];

        if (is_watched(key_label(r->a, label)))
            L->watched++;
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
    processed++;
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
    watched += L->watched;
    sampled += L->sampled;
    sampled_total += L->sampled_total;
    pthread_mutex_unlock(&merge_lock);
}

#define BLOCK 64                          /* records per ring entry */
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
    if (table == NULL)   /* the first worker sets the table up */
        table = calloc(NKEYS, sizeof *table);
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
        pthread_detach(tid[t]);
    }
    for (long i = 0; i < nrecs; i += BLOCK)   /* main() feeds the ring */
        ring_push(i);
    ring_close();
    while (finished < nthreads)   /* the workers are detached */
        usleep(200);
    stop_monitor = 1;
    pthread_join(mon, NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    for (int k = 0; k < NKEYS; k++)
        printf("bench %d ops=%ld sum=%ld\n", k, table[k].ops, table[k].sum);
    for (int k = 0; k < NKEYS; k++)
        printf("bench %d balance=%ld\n", k, balance[k]);
    printf("watched=%ld\n", watched);
    printf("sampled=%ld sampled_total=%ld\n", sampled, sampled_total);
    printf("processed=%ld\n", processed);
    free(recs);
    return 0;
}
