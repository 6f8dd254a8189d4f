
#define GCDKEY_K (24)
static long t_gcdkey(long x)
{
    long a = x < 0 ? -x : x, b = GCDKEY_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

#define GAIN_K (33)
static long t_gain(long x)
{
    return x * GAIN_K;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_gcdkey(w);
    w = t_gain(w);
    return w;
}
