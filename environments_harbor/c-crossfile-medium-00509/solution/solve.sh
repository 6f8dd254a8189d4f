#!/bin/bash
set -euo pipefail
cd /app/ledgerchk
cat > /app/ledgerchk/include/record.h <<'C_SOURCE'
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
cat > /app/ledgerchk/src/accum.c <<'C_SOURCE'
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
cat > /app/ledgerchk/src/convert.c <<'C_SOURCE'
#include "convert.h"

static long t_dsum(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

static long t_mirror(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

long transform_apply(long v)
{
    v = t_dsum(v);
    v = t_mirror(v);
    return v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror'
cat examples/records.txt | "$PWD/ledgerchk" | diff - examples/expected.txt || true
