#!/bin/bash
set -euo pipefail
cd /app/bedtrack
cat > /app/bedtrack/include/settings.h <<'C_SOURCE'
#ifndef SETTINGS_H
#define SETTINGS_H

/* Output settings. */
extern const char *field_sep;

#endif
C_SOURCE
cat > /app/bedtrack/src/checksum.c <<'C_SOURCE'
#include <string.h>
#include "checksum.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 1400574876UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 131UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
cat > /app/bedtrack/src/main.c <<'C_SOURCE'
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
cat > /app/bedtrack/src/transform.c <<'C_SOURCE'
#include <math.h>
#include "transform.h"

static long t_root(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

#define SHIFT_K (-784)
static long t_shift(long x)
{
    return x + (SHIFT_K);
}

long transform_apply(long v)
{
    v = t_root(v);
    v = t_shift(v);
    return v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
cat examples/records.txt | "$PWD/bedtrack" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/bedtrack-arm -lm
arm=/tmp/bedtrack-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
