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
#include "adjust.h"

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

long transform_apply(long v)
{
    v = t_gcdkey(v);
    v = t_gain(v);
    return v;
}
C_SOURCE
cat > /app/meterlog/src/fingerprint.c <<'C_SOURCE'
#include <string.h>
#include "fingerprint.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 2721932889UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 131UL + c) & 0xFFFFFFFFUL;
    }
    return h;
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
