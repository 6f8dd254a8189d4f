#include "adjust.h"

#define MODULO_M (1571)
static long t_modulo(long x)
{
    long r = x % MODULO_M;
    return r < 0 ? r + MODULO_M : r;
}

#define AMPLIFY_K (58)
static long t_amplify(long x)
{
    return x * AMPLIFY_K;
}

long transform_apply(long v)
{
    v = t_modulo(v);
    v = t_amplify(v);
    return v;
}
