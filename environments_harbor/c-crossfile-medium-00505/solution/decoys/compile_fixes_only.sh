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

long transform_apply(int v)
{
    long w = v;
    w = t_gcdkey(w);
    w = t_nudge(w);
    return w;
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
cat > /app/shipweigh/src/summary.c <<'C_SOURCE'
#include "summary.h"

void stats_init(struct stats *s)
{
    s->count = s->bad = s->sum = 0;
    s->max = 0;
}

void stats_add(struct stats *s, long v)
{
    if (s->count == 0 || v > s->max)
        s->max = v;
    s->count++;
    s->sum += v;
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror'
cat examples/records.txt | "$PWD/shipweigh" | diff - examples/expected.txt || true
