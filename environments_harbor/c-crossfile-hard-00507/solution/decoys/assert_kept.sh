#!/bin/bash
set -euo pipefail
cd /app/shipweigh
cat > /app/shipweigh/include/settings.h <<'C_SOURCE'
#ifndef SETTINGS_H
#define SETTINGS_H

/* Output settings. */
extern const char *field_sep;

#endif
C_SOURCE
cat > /app/shipweigh/src/checksum.c <<'C_SOURCE'
#include <string.h>
#include "checksum.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 4022101560UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 16777619UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
cat > /app/shipweigh/src/main.c <<'C_SOURCE'
#include <stdio.h>
#include "record.h"
#include "parse.h"
#include "stats.h"
#include "report.h"
#include "settings.h"

const char *field_sep = ":";

int main(void)
{
    char line[256];
    struct record r;
    struct stats s;

    stats_init(&s);
    while (fgets(line, sizeof line, stdin)) {
        if (parse_record(line, &r) == 0)
            report_record(&r, &s);
        else
            s.bad++;
    }
    if (*field_sep == '\0')
        return 2;
    report_summary(&s);
    return 0;
}
C_SOURCE
cat > /app/shipweigh/src/transform.c <<'C_SOURCE'
#include "transform.h"

#define STEPS_CAP (5000)
static long t_steps(long x)
{
    long n = (x < 0 ? -x : x) % STEPS_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

#define HASH_A (2)
#define HASH_B (-16)
#define HASH_C (-54)
#define HASH_M (49656)
static long t_hash(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}

long transform_apply(long v)
{
    v = t_steps(v);
    v = t_hash(v);
    return v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
cat examples/records.txt | "$PWD/shipweigh" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/shipweigh-arm -lm
arm=/tmp/shipweigh-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
