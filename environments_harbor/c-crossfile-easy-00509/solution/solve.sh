#!/bin/bash
set -euo pipefail
cd /app/packstat
cat > /app/packstat/include/record.h <<'C_SOURCE'
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
cat > /app/packstat/src/adjust.c <<'C_SOURCE'
#include <math.h>
#include "adjust.h"

static long t_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

#define COMMON_K (24)
static long t_common(long x)
{
    long a = x < 0 ? -x : x, b = COMMON_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

long transform_apply(long v)
{
    v = t_root(v);
    v = t_common(v);
    return v;
}
C_SOURCE
cat > /app/packstat/src/printer.c <<'C_SOURCE'
#include <stdio.h>
#include "fingerprint.h"
#include "printer.h"
#include "adjust.h"
#include "globals.h"

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
cat examples/records.txt | "$PWD/packstat" | diff - examples/expected.txt || true
