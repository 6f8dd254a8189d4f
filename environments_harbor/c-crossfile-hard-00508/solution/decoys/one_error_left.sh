#!/bin/bash
set -euo pipefail
cd /app/tollcount
cat > /app/tollcount/src/accum.c <<'C_SOURCE'
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
cat > /app/tollcount/src/convert.c <<'C_SOURCE'
#include "convert.h"

#define GAIN_K (49)
static long t_gain(long x)
{
    return x * GAIN_K;
}

#define REDUCE_D (2)
static long t_reduce(long x)
{
    return x / REDUCE_D;
}

long transform_apply(long v)
{
    v = t_gain(v);
    v = t_reduce(v);
    return v;
}
C_SOURCE
cat > /app/tollcount/src/digest.c <<'C_SOURCE'
#include <string.h>
#include "digest.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 1421083656UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 16777619UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
cat > /app/tollcount/src/scan.c <<'C_SOURCE'
#include <assert.h>
#include <stdio.h>
#include "scan.h"

int parse_record(const char *line, struct record *r)
{
    int n = sscanf(line, "%ld %31s %ld", &r->id, r->label, &r->value);
    assert(n >= -1 && n <= 3);
    return n == 3 ? 0 : -1;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
cat examples/records.txt | "$PWD/tollcount" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/tollcount-arm -lm
arm=/tmp/tollcount-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
