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
cat > /app/bedtrack/src/adjust.c <<'C_SOURCE'
#include "adjust.h"

#define HAILSTONE_CAP (1000)
static long t_hailstone(long x)
{
    long n = (x < 0 ? -x : x) % HAILSTONE_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

#define XORKEY_K (64593)
static long t_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}

long transform_apply(long v)
{
    v = t_hailstone(v);
    v = t_xorkey(v);
    return v;
}
C_SOURCE
cat > /app/bedtrack/src/fingerprint.c <<'C_SOURCE'
#include <string.h>
#include "fingerprint.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 3997220877UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 131UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror'
cat examples/records.txt | "$PWD/bedtrack" | diff - examples/expected.txt || true
