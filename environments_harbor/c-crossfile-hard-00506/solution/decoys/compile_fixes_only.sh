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
cat > /app/bedtrack/src/checksum.c <<'C_SOURCE'
#include <string.h>
#include "checksum.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 4108929106UL;
    for (size_t i = 0; i < strlen(label); i++) {
        char c = label[i];
        h = (h * 37UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
cat > /app/bedtrack/src/parse.c <<'C_SOURCE'
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
cat > /app/bedtrack/src/transform.c <<'C_SOURCE'

#define NUDGE_K (25)
static long t_nudge(long x)
{
    return x + (NUDGE_K);
}

static long t_digits(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

long transform_apply(int v)
{
    long w = v;
    w = t_nudge(w);
    w = t_digits(w);
    return w;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
cat examples/records.txt | "$PWD/bedtrack" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/bedtrack-arm -lm
arm=/tmp/bedtrack-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
