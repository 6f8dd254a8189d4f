#!/bin/bash
set -euo pipefail
cd /app/stockdiff
cat > /app/stockdiff/include/globals.h <<'C_SOURCE'
#ifndef SETTINGS_H
#define SETTINGS_H

/* Output settings. */
extern const char *field_sep;

#endif
C_SOURCE
cat > /app/stockdiff/include/record.h <<'C_SOURCE'
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
cat > /app/stockdiff/src/main.c <<'C_SOURCE'
#include <stdio.h>
#include "record.h"
#include "lexer.h"
#include "summary.h"
#include "printer.h"
#include "globals.h"

const char *field_sep = "|";

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
grep -n 'transform_apply\|label_checksum\|field_sep' include/*.h src/*.c
make clean && make CFLAGS='-std=c11 -O2'
cat examples/records.txt | "$PWD/stockdiff" | diff - examples/expected.txt || true
