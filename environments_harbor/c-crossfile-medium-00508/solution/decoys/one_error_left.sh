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
cat > /app/packstat/src/checksum.c <<'C_SOURCE'
#include <string.h>
#include "checksum.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 3228945505UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 16777619UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
cat > /app/packstat/src/transform.c <<'C_SOURCE'
#include "transform.h"

static long t_reverse(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

#define FOLD_M (2894)
static long t_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}

long transform_apply(long v)
{
    v = t_reverse(v);
    v = t_fold(v);
    return v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror'
cat examples/records.txt | "$PWD/packstat" | diff - examples/expected.txt || true
