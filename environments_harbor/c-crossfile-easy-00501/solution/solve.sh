#!/bin/bash
set -euo pipefail
cd /app/meterlog
cat > /app/meterlog/include/record.h <<'C_SOURCE'
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
cat > /app/meterlog/src/calib.c <<'C_SOURCE'
#include <math.h>
#include "calib.h"

static long t_crossfoot(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

static long t_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

long transform_apply(long v)
{
    v = t_crossfoot(v);
    v = t_root(v);
    return v;
}
C_SOURCE
cat > /app/meterlog/src/output.c <<'C_SOURCE'
#include <stdio.h>
#include "hash.h"
#include "output.h"
#include "calib.h"
#include "options.h"

void report_record(const struct record *r, struct stats *s)
{
    unsigned long ck = label_checksum(r->label);
    long t = transform_apply(r->value);
    stats_add(s, t);
    printf("%ld%s%08lx%s%ld\n", r->id, field_sep, ck, field_sep, t);
}

void report_summary(const struct stats *s)
{
    printf("count=%ld bad=%ld sum=%ld max=%ld\n", s->count, s->bad, s->sum, s->max);
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2'
cat examples/records.txt | "$PWD/meterlog" | diff - examples/expected.txt || true
