
#define WRAP_M (2095)
static long t_wrap(long x)
{
    long r = x % WRAP_M;
    return r < 0 ? r + WRAP_M : r;
}

#define HAILSTONE_CAP (5000)
static long t_hailstone(long x)
{
    long n = (x < 0 ? -x : x) % HAILSTONE_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

long transform_apply(int v)
{
    long w = v;
    w = t_wrap(w);
    w = t_hailstone(w);
    return w;
}
