#!/bin/bash
set -euo pipefail
cd /app/stockdiff
cat > /app/stockdiff/include/record.h <<'C_SOURCE'
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
cat > /app/stockdiff/src/parse.c <<'C_SOURCE'
#include <assert.h>
#include <stdio.h>
#include "parse.h"

int parse_record(const char *line, struct record *r)
{
    int n = sscanf(line, "%ld %31s %ld", &r->id, r->label, &r->value);
    assert(n >= -1 && n <= 3);
    return n == 3 ? 0 : -1;
}
C_SOURCE
cat > /app/stockdiff/src/stats.c <<'C_SOURCE'
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
cat > /app/stockdiff/src/transform.c <<'C_SOURCE'

#define CLAMP_LO (-2372)
#define CLAMP_HI (34831)
static long t_clamp(long x)
{
    if (x < (CLAMP_LO)) return CLAMP_LO;
    if (x > CLAMP_HI) return CLAMP_HI;
    return x;
}

#define MIX_K (22331)
static long t_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}

long transform_apply(int v)
{
    long w = v;
    w = t_clamp(w);
    w = t_mix(w);
    return w;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
cat examples/records.txt | "$PWD/stockdiff" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/stockdiff-arm -lm
arm=/tmp/stockdiff-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
