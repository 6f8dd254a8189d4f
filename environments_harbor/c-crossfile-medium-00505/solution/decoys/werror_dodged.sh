#!/bin/bash
set -euo pipefail
cd /app/shipweigh
cat > /app/shipweigh/include/globals.h <<'C_SOURCE'
#ifndef SETTINGS_H
#define SETTINGS_H

/* Output settings. */
extern const char *field_sep;

#endif
C_SOURCE
cat > /app/shipweigh/src/adjust.c <<'C_SOURCE'
#include "adjust.h"

#define GCDKEY_K (180)
static long t_gcdkey(long x)
{
    long a = x < 0 ? -x : x, b = GCDKEY_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

#define NUDGE_K (-474)
static long t_nudge(long x)
{
    return x + (NUDGE_K);
}

long transform_apply(long v)
{
    v = t_gcdkey(v);
    v = t_nudge(v);
    return v;
}
C_SOURCE
cat > /app/shipweigh/src/main.c <<'C_SOURCE'
#include <stdio.h>
#include "record.h"
#include "lexer.h"
#include "summary.h"
#include "printer.h"
#include "globals.h"

const char *field_sep = ";";

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
cat examples/records.txt | "$PWD/shipweigh" | diff - examples/expected.txt || true
