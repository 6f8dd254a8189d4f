#include <stdio.h>
#include <hx/core.h>
#include <hx/codec.h>
#include <hx/fmt.h>
#include <hx/rt.h>

int main(void)
{
    long x, total = 0;
    while (scanf("%ld", &x) == 1) {
        long v = hx_codec_isqrt(x);
        v = hx_core_fold(v);
        v = hx_fmt_limit(v);
        v = hx_rt_downscale(v);
        printf("%ld %ld\n", x, v);
        total += v;
    }
    printf("total %ld\n", total);
    return 0;
}
