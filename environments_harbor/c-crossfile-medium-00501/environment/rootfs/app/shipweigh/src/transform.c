
static long t_crossfoot(long x)
{
    long s = 0;
    if (x < 0) x = -x;
    while (x > 0) { s += x % 10; x /= 10; }
    return s;
}

#define DOWNSCALE_D (8)
static long t_downscale(long x)
{
    return x / DOWNSCALE_D;
}

long transform_apply(int v)
{
    long w = v;
    w = t_crossfoot(w);
    w = t_downscale(w);
    return w;
}
