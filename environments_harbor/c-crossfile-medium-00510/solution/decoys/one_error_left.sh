#!/bin/bash
set -euo pipefail
cd /app/tollcount
cat > /app/tollcount/include/record.h <<'C_SOURCE'
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
cat > /app/tollcount/src/stats.c <<'C_SOURCE'
#include "stats.h"

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
cat > /app/tollcount/src/transform.c <<'C_SOURCE'
#include "transform.h"

#define SHIFT_K (-48)
static long t_shift(long x)
{
    return x + (SHIFT_K);
}

#define DIVIDE_D (2)
static long t_divide(long x)
{
    return x / DIVIDE_D;
}

static long transform_apply(long v)
{
    v = t_shift(v);
    v = t_divide(v);
    return v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror'
cat examples/records.txt | "$PWD/tollcount" | diff - examples/expected.txt || true
