
#define NUDGE_K (25)
static long t_nudge(long x)
{
    return x + (NUDGE_K);
}

static long t_digits(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_nudge(w);
    w = t_digits(w);
    return w;
}
