#include "adjust.h"

#define REDUCE_D (3)
static long t_reduce(long x)
{
    return x / REDUCE_D;
}

#define OFFSET_K (-26)
static long t_offset(long x)
{
    return x + (OFFSET_K);
}

long transform_apply(long v)
{
    v = t_reduce(v);
    v = t_offset(v);
    return v;
}
