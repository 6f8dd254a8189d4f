#!/bin/bash
set -euo pipefail
cd /app/bedtrack
cat > /app/bedtrack/include/record.h <<'C_SOURCE'
#ifndef RECORD_H
#define RECORD_H

#define LABEL_MAX 32

struct record {
    long id;
    char label[LABEL_MAX];
    long value;
};

#endif
C_SOURCE
cat > /app/bedtrack/src/accum.c <<'C_SOURCE'
#include "accum.h"

void stats_init(struct stats *s)
{
    s->count = s->bad = s->sum = 0;
    s->max = 0;
}

void stats_add(struct stats *s, long v)
{
    if (s->count == 0 || v > s->max)
        s->max = v;
    s->count++;
    s->sum += v;
}
C_SOURCE
cat > /app/bedtrack/src/convert.c <<'C_SOURCE'
#include <math.h>
#include "convert.h"

static long t_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

#define FOLD_M (2921)
static long t_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}

long transform_apply(long v)
{
    v = t_radix(v);
    v = t_fold(v);
    return v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror'
cat examples/records.txt | "$PWD/bedtrack" | diff - examples/expected.txt || true
