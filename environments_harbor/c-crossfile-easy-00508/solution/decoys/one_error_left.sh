#!/bin/bash
set -euo pipefail
cd /app/meterlog
cat > /app/meterlog/include/record.h <<'C_SOURCE'
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
cat > /app/meterlog/src/printer.c <<'C_SOURCE'
#include <stdio.h>
#include "fingerprint.h"
#include "printer.h"
#include "adjust.h"
#include "globals.h"

void report_record(const struct record *r, struct stats *s)
{
    unsigned long ck = label_checksum(r->label);
    long t = transform_apply(r->value);
    stats_add(s, t);
    printf("%ld%s%08lx%s%ld\n", r->id, field_sep, ck, field_sep, t);
}

void report_summary(const struct stats *s)
{
    printf("count=%ld bad=%ld sum=%ld max=%ld\n", s->count, s->bad, s->sum, s->max);
}
C_SOURCE
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2'
cat examples/records.txt | "$PWD/meterlog" | diff - examples/expected.txt || true
