
static long t_reverse(long x)
{
    long r = 0, a = x < 0 ? -x : x;
    while (a > 0) { r = r * 10 + a % 10; a /= 10; }
    return x < 0 ? -r : r;
}

#define AMPLIFY_K (75)
static long t_amplify(long x)
{
    return x * AMPLIFY_K;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_reverse(w);
    w = t_amplify(w);
    return w;
}
