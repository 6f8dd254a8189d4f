#ifndef REPORT_H
#define REPORT_H

#include "record.h"
#include "stats.h"

void report_record(const struct record *r, struct stats *s);
void report_summary(const struct stats *s);

#endif
