#include <stdio.h>
#include <vo/core.h>
#include <vo/codec.h>
#include <vo/fmt.h>
#include <vo/rt.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = vo_codec_divisor(x);
        v = vo_core_split(v);
        v = vo_fmt_quadratic(v);
        v = vo_rt_shift(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
