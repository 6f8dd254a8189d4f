
static long t_dsum(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

static long t_mirror(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_dsum(w);
    w = t_mirror(w);
    return w;
}
