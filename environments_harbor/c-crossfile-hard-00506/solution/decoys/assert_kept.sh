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
        unsigned char c = label[i];
        h = (h * 37UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
cat > /app/bedtrack/src/transform.c <<'C_SOURCE'
#include "transform.h"

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

long transform_apply(long v)
{
    v = t_nudge(v);
    v = t_digits(v);
    return v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
cat examples/records.txt | "$PWD/bedtrack" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/bedtrack-arm -lm
arm=/tmp/bedtrack-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
