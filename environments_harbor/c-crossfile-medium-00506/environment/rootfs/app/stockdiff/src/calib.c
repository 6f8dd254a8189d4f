
static long t_digitsum(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

#define OFFSET_K (-780)
static long t_offset(long x)
{
    return x + (OFFSET_K);
}

static long transform_apply(int v)
{
    long w = v;
    w = t_digitsum(w);
    w = t_offset(w);
    return w;
}
