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

#define NKEYS 16
#define MAX_THREADS 64
#define MAX_TAGS 48
#define NTAGS 4
#define SAMPLE_PERCENT 25
#define SAMPLE_SALT 1076427450u

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
static pthread_mutex_t best_lock = PTHREAD_MUTEX_INITIALIZER;

struct slot {
    long ops, sum;
};
static struct slot *table;               /* NKEYS entries, merged under merge_lock */


static const char *const tag_names[NTAGS] = {"mobile", "desktop", "bot", "retarget"};
static long tag_count[NTAGS];            /* merged under merge_lock */

static long sampled, sampled_total;       /* merged under merge_lock */

static long processed;                   /* records done, for the progress monitor */
static int stop_monitor;

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
    long ops[NKEYS], sum[NKEYS];
    long tags[NTAGS];
    long sampled, sampled_total;
};

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
    for (int t = 0; t < NTAGS; t++)
        tag_count[t] += L->tags[t];
    sampled += L->sampled;
    sampled_total += L->sampled_total;
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
    pthread_create(&mon, NULL, monitor, NULL);
    for (t = 0; t < nthreads; t++) {
        ids[t] = t;
        pthread_create(&tid[t], NULL, worker, &ids[t]);
        pthread_detach(tid[t]);
    }
    while (finished < nthreads)   /* the workers are detached */
        usleep(200);
    stop_monitor = 1;
    pthread_join(mon, NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("max=%ld at=%ld\n", best_amount, best_at);
    for (int k = 0; k < NKEYS; k++)
        printf("campaign %d ops=%ld sum=%ld\n", k, table[k].ops, table[k].sum);
    for (int t = 0; t < NTAGS; t++)
        printf("tag %s=%ld\n", tag_names[t], tag_count[t]);
    printf("sampled=%ld sampled_total=%ld\n", sampled, sampled_total);
    printf("processed=%ld\n", processed);
    free(recs);
    return 0;
}
