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
cat > /app/meterlog/src/adjust.c <<'C_SOURCE'

#define GCDKEY_K (24)
static long t_gcdkey(long x)
{
    long a = x < 0 ? -x : x, b = GCDKEY_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

#define GAIN_K (33)
static long t_gain(long x)
{
    return x * GAIN_K;
}

long transform_apply(int v)
{
    long w = v;
    w = t_gcdkey(w);
    w = t_gain(w);
    return w;
}
C_SOURCE
cat > /app/meterlog/src/lexer.c <<'C_SOURCE'
#include <assert.h>
#include <stdio.h>
#include "lexer.h"

int parse_record(const char *line, struct record *r)
{
    int n = sscanf(line, "%ld %31s %ld", &r->id, r->label, &r->value);
    assert(n >= -1 && n <= 3);
    return n == 3 ? 0 : -1;
}
C_SOURCE
cat > /app/meterlog/src/summary.c <<'C_SOURCE'
#include "summary.h"

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
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
cat examples/records.txt | "$PWD/meterlog" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/meterlog-arm -lm
arm=/tmp/meterlog-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
