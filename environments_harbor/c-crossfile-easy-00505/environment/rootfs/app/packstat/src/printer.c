#include <stdio.h>
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
