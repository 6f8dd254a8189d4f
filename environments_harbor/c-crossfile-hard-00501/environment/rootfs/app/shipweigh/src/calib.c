
#define AMPLIFY_K (79)
static long t_amplify(long x)
{
    return x * AMPLIFY_K;
}

#define COLLATZ_CAP (1000)
static long t_collatz(long x)
{
    long n = (x < 0 ? -x : x) % COLLATZ_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

long transform_apply(int v)
{
    long w = v;
    w = t_amplify(w);
    w = t_collatz(w);
    return w;
}
