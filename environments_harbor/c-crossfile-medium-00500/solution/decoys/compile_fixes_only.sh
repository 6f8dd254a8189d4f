#!/bin/bash
set -euo pipefail
cd /app/sensd
cat > /app/sensd/include/record.h <<'C_SOURCE'
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
cat > /app/sensd/src/adjust.c <<'C_SOURCE'

static long t_reverse(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

#define AMPLIFY_K (75)
static long t_amplify(long x)
{
    return x * AMPLIFY_K;
}

long transform_apply(int v)
{
    long w = v;
    w = t_reverse(w);
    w = t_amplify(w);
    return w;
}
C_SOURCE
cat > /app/sensd/src/fingerprint.c <<'C_SOURCE'
#include <string.h>
#include "fingerprint.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 1983436408UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 37UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror'
cat examples/records.txt | "$PWD/sensd" | diff - examples/expected.txt || true
