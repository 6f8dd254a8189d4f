
#define GAIN_K (49)
static long t_gain(long x)
{
    return x * GAIN_K;
}

#define REDUCE_D (2)
static long t_reduce(long x)
{
    return x / REDUCE_D;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_gain(w);
    w = t_reduce(w);
    return w;
}
