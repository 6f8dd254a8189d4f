
static long t_reverse(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

#define FOLD_M (2894)
static long t_fold(long x)
{
    long r = x % FOLD_M;
    return r < 0 ? r + FOLD_M : r;
}

long transform_apply(int v)
{
    long w = v;
    w = t_reverse(w);
    w = t_fold(w);
    return w;
}
