
#define SHIFT_K (-48)
static long t_shift(long x)
{
    return x + (SHIFT_K);
}

#define DIVIDE_D (2)
static long t_divide(long x)
{
    return x / DIVIDE_D;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_shift(w);
    w = t_divide(w);
    return w;
}
