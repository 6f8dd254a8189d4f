
#define GCDKEY_K (180)
static long t_gcdkey(long x)
{
    long a = x < 0 ? -x : x, b = GCDKEY_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

#define NUDGE_K (-474)
static long t_nudge(long x)
{
    return x + (NUDGE_K);
}

static long transform_apply(int v)
{
    long w = v;
    w = t_gcdkey(w);
    w = t_nudge(w);
    return w;
}
