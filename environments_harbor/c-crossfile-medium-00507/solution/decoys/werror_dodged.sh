#!/bin/bash
set -euo pipefail
cd /app/bedtrack
cat > /app/bedtrack/include/config.h <<'C_SOURCE'
#ifndef SETTINGS_H
#define SETTINGS_H

/* Output settings. */
extern const char *field_sep;

#endif
C_SOURCE
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
cat > /app/bedtrack/src/convert.c <<'C_SOURCE'
#include <math.h>
#include "convert.h"

static long t_radix(long x)
{
    return (long)sqrt((double)(x < 0 ? -x : x));
}

#define FOLD_M (2921)
static long t_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}

long transform_apply(long v)
{
    v = t_radix(v);
    v = t_fold(v);
    return v;
}
C_SOURCE
cat > /app/bedtrack/src/main.c <<'C_SOURCE'
#include <stdio.h>
#include "record.h"
#include "scan.h"
#include "accum.h"
#include "emit.h"
#include "config.h"

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
sed -i 's/^CFLAGS ?=.*/CFLAGS ?= -std=c11 -O2 -Wall -Wextra/' Makefile
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra'
cat examples/records.txt | "$PWD/bedtrack" | diff - examples/expected.txt || true
