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
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2'
cat examples/records.txt | "$PWD/packstat" | diff - examples/expected.txt || true
