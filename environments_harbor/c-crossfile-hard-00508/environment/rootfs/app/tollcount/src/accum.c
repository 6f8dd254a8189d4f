#include "accum.h"

void stats_init(struct stats *s)
{
    s->count = s->bad = s->sum = 0;
    s->max = 0;
}

static int stats_keep(const struct stats *s, long v)
{
    return 1;
}

void stats_add(struct stats *s, long v)
{
    if (!stats_keep(s, v))
        return;
    if (s->count == 0 || v > s->max)
        s->max = v;
    s->count++;
    s->sum += v;
}
