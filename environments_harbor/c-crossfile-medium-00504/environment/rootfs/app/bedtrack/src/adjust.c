
#define HAILSTONE_CAP (1000)
static long t_hailstone(long x)
{
    long n = (x < 0 ? -x : x) % HAILSTONE_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

#define XORKEY_K (64593)
static long t_xorkey(long x)
{
    return (x ^ XORKEY_K) & 0xFFFF;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_hailstone(w);
    w = t_xorkey(w);
    return w;
}
