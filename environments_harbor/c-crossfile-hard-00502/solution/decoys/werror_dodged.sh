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
cat > /app/stockdiff/src/checksum.c <<'C_SOURCE'
#include <string.h>
#include "checksum.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 4132470161UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 65599UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
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
cat > /app/stockdiff/src/transform.c <<'C_SOURCE'
#include "transform.h"

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

long transform_apply(long v)
{
    v = t_clamp(v);
    v = t_mix(v);
    return v;
}
C_SOURCE
sed -i 's/^CFLAGS ?=.*/CFLAGS ?= -std=c11 -O2 -Wall -Wextra -DNDEBUG/' Makefile
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -DNDEBUG'
cat examples/records.txt | "$PWD/stockdiff" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/stockdiff-arm -lm
arm=/tmp/stockdiff-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
