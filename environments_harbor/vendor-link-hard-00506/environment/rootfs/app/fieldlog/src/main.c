#include <stdio.h>
#include <km/core.h>
#include <km/codec.h>
#include <km/fmt.h>
#include <km/rt.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = km_codec_steps(x);
        v = km_core_split(v);
        v = km_fmt_poly(v);
        v = km_rt_shift(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
