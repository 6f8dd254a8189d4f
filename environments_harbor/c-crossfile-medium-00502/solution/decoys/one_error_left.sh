#!/bin/bash
set -euo pipefail
cd /app/tollcount
cat > /app/tollcount/src/calib.c <<'C_SOURCE'
#include "calib.h"

static long t_crossfoot(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

#define DOWNSCALE_D (4)
static long t_downscale(long x)
{
    return x / DOWNSCALE_D;
}

long transform_apply(long v)
{
    v = t_crossfoot(v);
    v = t_downscale(v);
    return v;
}
C_SOURCE
cat > /app/tollcount/src/hash.c <<'C_SOURCE'
#include <string.h>
#include "hash.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 3628541416UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 257UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror'
cat examples/records.txt | "$PWD/tollcount" | diff - examples/expected.txt || true
