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
cat > /app/stockdiff/src/calib.c <<'C_SOURCE'
#include "calib.h"

static long t_digitsum(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

#define OFFSET_K (-780)
static long t_offset(long x)
{
    return x + (OFFSET_K);
}

long transform_apply(long v)
{
    v = t_digitsum(v);
    v = t_offset(v);
    return v;
}
C_SOURCE
sed -i 's/^CFLAGS ?=.*/CFLAGS ?= -std=c11 -O2 -Wall -Wextra/' Makefile
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra'
cat examples/records.txt | "$PWD/stockdiff" | diff - examples/expected.txt || true
