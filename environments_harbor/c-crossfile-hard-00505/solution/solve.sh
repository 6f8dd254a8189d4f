#!/bin/bash
set -euo pipefail
cd /app/tollcount
cat > /app/tollcount/include/globals.h <<'C_SOURCE'
#ifndef SETTINGS_H
#define SETTINGS_H

/* Output settings. */
extern const char *field_sep;

#endif
C_SOURCE
cat > /app/tollcount/include/record.h <<'C_SOURCE'
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
cat > /app/tollcount/src/adjust.c <<'C_SOURCE'
#include "adjust.h"

#define LIMIT_LO (-3062)
#define LIMIT_HI (920)
static long t_limit(long x)
{
    if (x < (LIMIT_LO)) return LIMIT_LO;
    if (x > LIMIT_HI) return LIMIT_HI;
    return x;
}

#define OFFSET_K (90)
static long t_offset(long x)
{
    return x + (OFFSET_K);
}

long transform_apply(long v)
{
    v = t_limit(v);
    v = t_offset(v);
    return v;
}
C_SOURCE
cat > /app/tollcount/src/fingerprint.c <<'C_SOURCE'
#include <string.h>
#include "fingerprint.h"

unsigned long label_checksum(const char *label)
{
    unsigned long h = 2378412207UL;
    for (size_t i = 0; i < strlen(label); i++) {
        unsigned char c = label[i];
        h = (h * 131UL + c) & 0xFFFFFFFFUL;
    }
    return h;
}
C_SOURCE
cat > /app/tollcount/src/lexer.c <<'C_SOURCE'
#include <assert.h>
#include <stdio.h>
#include "lexer.h"

int parse_record(const char *line, struct record *r)
{
    int n = sscanf(line, "%ld %31s %ld", &r->id, r->label, &r->value);
    assert(n >= -1 && n <= 3);
    return n == 3 ? 0 : -1;
}
C_SOURCE
cat > /app/tollcount/src/main.c <<'C_SOURCE'
#include <stdio.h>
#include "record.h"
#include "lexer.h"
#include "summary.h"
#include "printer.h"
#include "globals.h"

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
cat > /app/tollcount/src/summary.c <<'C_SOURCE'
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
make clean && make CFLAGS='-std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG'
cat examples/records.txt | "$PWD/tollcount" | diff - examples/expected.txt || true
gcc -std=c11 -O2 -Wall -Wextra -Werror -DNDEBUG -funsigned-char -Iinclude src/*.c -o /tmp/tollcount-arm -lm
arm=/tmp/tollcount-arm
cat examples/records.txt | "$arm" | cmp - examples/expected.txt || true
