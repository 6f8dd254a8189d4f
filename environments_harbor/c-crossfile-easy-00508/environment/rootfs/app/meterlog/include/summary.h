#ifndef STATS_H
#define STATS_H

#include "record.h"

struct stats {
    long count;
    long bad;
    long sum;
    long max;
};

void stats_init(struct stats *s);
void stats_add(struct stats *s, long v);

#endif
