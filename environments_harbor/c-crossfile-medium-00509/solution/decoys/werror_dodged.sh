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
sed -i 's/^CFLAGS ?=.*/CFLAGS ?= -std=c11 -O2 -Wall -Wextra/' Makefile
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra'
cat examples/records.txt | "$PWD/ledgerchk" | diff - examples/expected.txt || true
