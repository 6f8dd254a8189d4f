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
cat > /app/bedtrack/src/transform.c <<'C_SOURCE'
#include "transform.h"

#define DIVIDE_D (6)
static long t_divide(long x)
{
    return x / DIVIDE_D;
}

static long t_digitsum(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long transform_apply(long v)
{
    v = t_divide(v);
    v = t_digitsum(v);
    return v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2'
cat examples/records.txt | "$PWD/bedtrack" | diff - examples/expected.txt || true
