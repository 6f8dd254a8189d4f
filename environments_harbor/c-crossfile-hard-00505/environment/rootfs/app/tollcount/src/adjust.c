
#define LIMIT_LO (-3062)
#define LIMIT_HI (920)
static long t_limit(long x)
{
    if (x < (LIMIT_LO)) return LIMIT_LO;
    if (x > LIMIT_HI) return LIMIT_HI;
    return x;
}

#define OFFSET_K (90)
static long t_offset(long x)
{
    return x + (OFFSET_K);
}

long transform_apply(int v)
{
    long w = v;
    w = t_limit(w);
    w = t_offset(w);
    return w;
}
