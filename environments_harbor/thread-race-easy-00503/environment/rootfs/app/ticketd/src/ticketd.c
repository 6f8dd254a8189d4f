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

#define NKEYS 15
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

static long records, total;               /* merged under merge_lock */

static long processed;                   /* records done, for the progress monitor */
static int stop_monitor;

/* what one worker adds up on its own, merged once at the end */
struct local {
    long records, total;
};

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
    processed++;
}

static void merge(const struct local *L)
{
    pthread_mutex_lock(&merge_lock);
    records += L->records;
    total += L->total;
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
    }
    for (t = 0; t < nthreads; t++)
        pthread_join(tid[t], NULL);
    stop_monitor = 1;
    pthread_join(mon, NULL);
    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("processed=%ld\n", processed);
    free(recs);
    return 0;
}
