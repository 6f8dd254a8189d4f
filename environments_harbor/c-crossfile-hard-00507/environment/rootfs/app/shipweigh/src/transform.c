
#define STEPS_CAP (5000)
static long t_steps(long x)
{
    long n = (x < 0 ? -x : x) % STEPS_CAP + 1, s = 0;
    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }
    return s;
}

#define HASH_A (2)
#define HASH_B (-16)
#define HASH_C (-54)
#define HASH_M (49656)
static long t_hash(long x)
{
    return (HASH_A * x * x + (HASH_B) * x + (HASH_C)) % HASH_M;
}

static long transform_apply(int v)
{
    long w = v;
    w = t_steps(w);
    w = t_hash(w);
    return w;
}
