
#define DIVISOR_K (180)
static long t_divisor(long x)
{
    long a = x < 0 ? -x : x, b = DIVISOR_K;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

static long t_mirror(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

long transform_apply(int v)
{
    long w = v;
    w = t_divisor(w);
    w = t_mirror(w);
    return w;
}
