
#define CLAMP_LO (-2372)
#define CLAMP_HI (34831)
static long t_clamp(long x)
{
    if (x < (CLAMP_LO)) return CLAMP_LO;
    if (x > CLAMP_HI) return CLAMP_HI;
    return x;
}

#define MIX_K (22331)
static long t_mix(long x)
{
    return (x ^ MIX_K) & 0xFFFF;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_clamp(w);
    w = t_mix(w);
    return w;
}
