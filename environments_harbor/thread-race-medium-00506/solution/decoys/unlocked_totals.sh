#!/bin/bash
set -euo pipefail
cd /app/clickagg
cat > src/clickagg.c <<'C_SOURCE'
/* clickagg: aggregates ad click batches with a pool of worker threads.
 * Usage: clickagg <records file> <threads>
 * Lines are `D <key> <amount>`. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NKEYS 13

struct rec {
    char kind;
    int a, b;
    long amount;
};

static struct rec *recs;
static long nrecs;

static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;  /* records, total */
static pthread_mutex_t merge_lock = PTHREAD_MUTEX_INITIALIZER;  /* per-key results */
static long records, total;
static pthread_mutex_t max_lock = PTHREAD_MUTEX_INITIALIZER;    /* max_amount, max_at */
static long max_amount = -1, max_at = -1;
static long key_ops[NKEYS], key_sum[NKEYS];

struct job {
    long start, end;
};

static void *worker(void *arg)
{
    struct job *job = arg;
    long my_ops[NKEYS] = {0}, my_sum[NKEYS] = {0};
    for (long i = job->start; i < job->end; i++) {
        const struct rec *r = &recs[i];
        pthread_mutex_lock(&max_lock);
        if (r->amount > max_amount || (r->amount == max_amount && i < max_at)) {
            max_amount = r->amount;
            max_at = i;
        }
        pthread_mutex_unlock(&max_lock);
        records++;
        total += r->amount;
        my_ops[r->a]++;
        my_sum[r->a] += r->amount;
    }
    /* merge this worker's per-key counts */
    pthread_mutex_lock(&merge_lock);
    for (int k = 0; k < NKEYS; k++) {
        key_ops[k] += my_ops[k];
        key_sum[k] += my_sum[k];
    }
    pthread_mutex_unlock(&merge_lock);
    return NULL;
}

static void load(const char *path)
{
    FILE *f = fopen(path, "r");
    char kind;
    long cap = 1024;
    if (!f) {
        perror(path);
        exit(1);
    }
    recs = malloc(cap * sizeof *recs);
    while (fscanf(f, " %c", &kind) == 1) {
        struct rec r = {kind, 0, 0, 0};
        if (kind == 'T')
            fscanf(f, "%d %d %ld", &r.a, &r.b, &r.amount);
        else
            fscanf(f, "%d %ld", &r.a, &r.amount);
        if (nrecs == cap)
            recs = realloc(recs, (cap *= 2) * sizeof *recs);
        recs[nrecs++] = r;
    }
    fclose(f);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s <records file> <threads>\n", argv[0]);
        return 2;
    }
    load(argv[1]);
    int nt = atoi(argv[2]);
    if (nt < 1)
        nt = 1;
    pthread_t *tid = malloc(nt * sizeof *tid);
    struct job *jobs = malloc(nt * sizeof *jobs);
    long chunk = nrecs / nt;
    for (int t = 0; t < nt; t++) {
        jobs[t].start = t * chunk;
        jobs[t].end = t == nt - 1 ? nrecs : (t + 1) * chunk;
        pthread_create(&tid[t], NULL, worker, &jobs[t]);
    }
    for (int t = 0; t < nt; t++)
        pthread_join(tid[t], NULL);

    printf("records=%ld\ntotal=%ld\n", records, total);
    printf("max=%ld at=%ld\n", max_amount, max_at);
    for (int k = 0; k < NKEYS; k++)
        printf("campaign %d ops=%ld sum=%ld\n", k, key_ops[k], key_sum[k]);
    free(tid);
    free(jobs);
    free(recs);
    return 0;
}
C_SOURCE
gcc -O2 -g -Wall -pthread -o clickagg src/clickagg.c
rec=examples/records.txt
"$PWD/clickagg" "$rec" 3 | diff - examples/expected.txt || true
"$PWD/clickagg" "$rec" 7 | tee /tmp/t7.txt | tail -n 3
"$PWD/clickagg" "$rec" 1 | cmp - /tmp/t7.txt || echo 'output depends on the thread count' >&2
valgrind --tool=helgrind -q --error-exitcode=99 ./clickagg "$rec" 4 > /dev/null || true
