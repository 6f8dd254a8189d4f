#include <stdio.h>
#include <km/core.h>
#include <km/codec.h>
#include <km/fmt.h>
#include <km/rt.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = km_codec_divisor(x);
        v = km_core_quadratic(v);
        v = km_fmt_amplify(v);
        v = km_rt_clamp(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
