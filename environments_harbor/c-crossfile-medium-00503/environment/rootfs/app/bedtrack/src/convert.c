
#define BIAS_K (261)
static long t_bias(long x)
{
    return x + (BIAS_K);
}

#define SATURATE_LO (-2578)
#define SATURATE_HI (4864)
static long t_saturate(long x)
{
    if (x < (SATURATE_LO)) return SATURATE_LO;
    if (x > SATURATE_HI) return SATURATE_HI;
    return x;
}

long transform_apply(int v)
{
    long w = v;
    w = t_bias(w);
    w = t_saturate(w);
    return w;
}
